import { listActivity, listTrades } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireAccountOf } from '../trading-accounts/accounts.repository';
import { activityPageOf } from './activity-feed';
import { listTradesOf } from './trade-history';

export type OverviewDeps = { db: Db; now: () => Date };

/** The overview's reads of trades and activities; every one is scoped to the caller. */
export function overviewRoutes(app: FastifyInstance, deps: OverviewDeps) {
  registerEndpoint(app, listTrades, async (request) => {
    const actor = actorOf(request);
    const { period, limit, action, steam_id: steamId } = request.query;
    // Another user's account answers 404, the same as one that does not exist.
    if (steamId) await requireAccountOf(deps.db, actor.id, steamId);
    const trades = await listTradesOf(deps.db, {
      userId: actor.id,
      period,
      limit,
      action,
      steamId,
      now: deps.now(),
    });
    return { trades };
  });

  registerEndpoint(app, listActivity, async (request) => {
    const actor = actorOf(request);
    const { page, limit, type, steam_id: steamId } = request.query;
    if (steamId) await requireAccountOf(deps.db, actor.id, steamId);
    return activityPageOf(deps.db, { userId: actor.id, page, limit, type, steamId });
  });
}
