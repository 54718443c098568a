import { backtestCsgorollSettings } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { connectionStringOf } from '../live-events/live-event-hub';
import { backtestSettings } from './backtest';

export function backtestRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  const databaseUrl = connectionStringOf(deps.db);
  registerEndpoint(app, backtestCsgorollSettings, (request) => {
    if (!databaseUrl) throw new Error('The back-test needs the database URL of the pool.');
    return backtestSettings(
      { ...deps, databaseUrl },
      actorOf(request),
      request.params.steam_id,
      request.body,
    );
  });
}
