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
  return { boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
