/**
 * What a process knows of its own readiness beyond the database: whether it is shutting down, and
 * for a worker when its last sniping round (which renews its leases) finished. main.ts fills it in;
 * GET /api/health/ready reads it.
 */
export type Readiness = {
  /** From the first stop signal on, the process answers not ready while in-flight requests finish. */
  shuttingDown: boolean;
  /** Set in a process with the worker role: when its last round finished, null before the first. */
  lastWorkerRoundAt?: () => Date | null;
  /** A worker whose last round is older than this is not renewing its leases (the lease length). */
  workerStaleAfterMs: number;
};

export function createReadiness(workerStaleAfterMs = 15_000): Readiness {
  return { shuttingDown: false, workerStaleAfterMs };
}
