import { getHealth, getLiveness, getReadiness } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { migrationCount } from '../../db/migrate';
import { registerEndpoint } from '../../http/register-endpoint';
import { countAppliedMigrations, selectOne } from './health.repository';
import { createReadiness, type Readiness } from './readiness';

const DATABASE_TIMEOUT_MS = 2000;

type Check = 'ok' | 'failing' | 'not_applicable';

export function healthRoutes(app: FastifyInstance, deps: { db: Db; readiness?: Readiness }) {
  const readiness = deps.readiness ?? createReadiness();
  const expectedMigrations = migrationCount();

  registerEndpoint(app, getHealth, async (_request, reply) => {
    const database = await withTimeout(selectOne(deps.db));
    if (database !== 'ok') reply.status(503);
    return {
      status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
      database: database === 'ok' ? ('ok' as const) : ('unavailable' as const),
    };
  });

  // Liveness asks nothing of the database: a restart would not bring a down database back.
  registerEndpoint(app, getLiveness, () => ({ status: 'ok' as const }));

  registerEndpoint(app, getReadiness, async (_request, reply) => {
    const database = await withTimeout(selectOne(deps.db));
    const migrations: Check =
      database === 'ok'
        ? await withTimeout(
            countAppliedMigrations(deps.db).then((applied) => {
              if (applied < expectedMigrations) throw new Error('migrations pending');
            }),
          )
        : 'failing';
    const workerLeases = workerCheck(readiness, new Date());
    const ready =
      !readiness.shuttingDown && database === 'ok' && migrations === 'ok' && workerLeases !== 'failing';
    if (!ready) reply.status(503);
    return {
      status: ready ? ('ready' as const) : ('not_ready' as const),
      shutting_down: readiness.shuttingDown,
      database,
      migrations,
      worker_leases: workerLeases,
    };
  });
}

function workerCheck(readiness: Readiness, at: Date): Check {
  if (!readiness.lastWorkerRoundAt) return 'not_applicable';
  const last = readiness.lastWorkerRoundAt();
  return last && at.getTime() - last.getTime() <= readiness.workerStaleAfterMs ? 'ok' : 'failing';
}

/** 'ok' when the work succeeds within the database timeout, 'failing' when it fails or hangs. */
async function withTimeout(work: Promise<unknown>): Promise<'ok' | 'failing'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'failing'>((resolve) => {
    timer = setTimeout(() => resolve('failing'), DATABASE_TIMEOUT_MS);
  });
  const outcome = work.then(
    () => 'ok' as const,
    () => 'failing' as const,
  );
  try {
    return await Promise.race([outcome, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
