import pg from 'pg';

/** Any constant shared by every process of the product (the migrations hold 727_001). */
const START_UP_LOCK = 727_002;

export type StartUpLock = { release: () => Promise<void> };

/**
 * Waits until no other process of this database is running its start-up writes (the catalogue seed,
 * the first admin, pg-boss's schema, queues and schedules), then holds that place until `release`.
 * Started at the same moment, two processes creating the same pg-boss queue deadlock: each inserts
 * the queue row, then its partition's foreign key waits on the other's insert. The lock is a session
 * lock on a connection of its own (not one of the pool, which the writes themselves need), closed
 * on release; a process that dies during start-up loses the connection and with it the lock.
 */
export async function holdStartUpLock(databaseUrl: string): Promise<StartUpLock> {
  const session = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection must not crash the process with an unhandled 'error' event.
  session.on('error', () => undefined);
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
  } catch (error) {
    await session.end().catch(() => undefined);
    throw error;
  }
  let released: Promise<void> | undefined;
  return {
    // Ending the session releases the lock, whether or not the unlock got through.
    release: () =>
      (released ??= session
        .query('select pg_advisory_unlock($1)', [START_UP_LOCK])
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => session.end().catch(() => undefined))),
  };
}
