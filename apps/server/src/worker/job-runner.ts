import PgBoss from 'pg-boss';

export type JobRunner = { boss: PgBoss; stop: () => Promise<void> };

/**
 * The PostgreSQL job queue shared by every process (SKIP LOCKED under the hood), so workers scale
 * out with no broker. Jobs and schedules are added by the features that need them.
 */
export async function startJobRunner(
  databaseUrl: string,
  onError: (error: Error) => void,
  /** false in an API-only process: it only sends jobs, and leaves upkeep and schedules to workers. */
  options: { worker: boolean } = { worker: true },
): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    max: 4,
    supervise: options.worker,
    schedule: options.worker,
  });
  boss.on('error', onError);
  await boss.start();
  return {
    boss,
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      // pg's Pool.end() resolves before its sockets have closed, so when PostgreSQL stops right after,
      // the last of them report "terminating connection". Once the runner has stopped that is no error.
      boss.off('error', onError);
      boss.on('error', () => undefined);
    },
  };
}
