import { getHealth } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { selectOne } from './health.repository';

const DATABASE_TIMEOUT_MS = 2000;

export function healthRoutes(app: FastifyInstance, deps: { db: Db }) {
  registerEndpoint(app, getHealth, async (_request, reply) => {
    const database = await pingDatabase(deps.db);
    if (database !== 'ok') reply.status(503);
    return { status: database === 'ok' ? ('ok' as const) : ('degraded' as const), database };
  });
}

async function pingDatabase(db: Db): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unavailable'>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), DATABASE_TIMEOUT_MS);
  });
  const ping = selectOne(db).then(
    () => 'ok' as const,
    () => 'unavailable' as const,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
