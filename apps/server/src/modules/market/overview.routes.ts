import {
  getInventory,
  getWealthHistory,
  getWealthSummary,
  listAccounts,
  listActivity,
  listTrades,
  refreshInventory,
} from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { listAccountsOf, requireAccountOf } from '../trading-accounts/accounts.queries';
import { connectorsOf } from '../trading-accounts/connector-errors';
import type { TradingContext } from '../trading-accounts/trading-context';
import { accountCardsOf } from './account-cards';
import { activityPageOf } from '../activity/activity-feed';
import { accountSkinsOf } from './account-skins';
import { inventoryAnswers, refreshInventoriesOf } from './inventory.service';
import { listTradesOf } from './trade-history';
import { accountWealth, summaryOf, wealthHistoryOf } from './wealth';

/** The overview's calls (trading-dashboard.md section 7); every one is scoped to the caller. */
export function overviewRoutes(app: FastifyInstance, ctx: TradingContext) {
  // The connected-account cards carry their snapshot's Skins Value, so the market answers them.
  registerEndpoint(app, listAccounts, async (request) =>
    accountCardsOf(ctx.db, actorOf(request).id, ctx.now()),
  );

  registerEndpoint(app, listTrades, async (request) => {
    const actor = actorOf(request);
    const { period, limit, action, steam_id: steamId } = request.query;
    // Another user's account answers 404, the same as one that does not exist.
    if (steamId) await requireAccountOf(ctx.db, actor.id, steamId);
    const trades = await listTradesOf(ctx.db, {
      userId: actor.id,
      period,
      limit,
      action,
      steamId,
      now: ctx.now(),
    });
    return { trades };
  });

  registerEndpoint(app, listActivity, async (request) => {
    const actor = actorOf(request);
    const { page, limit, type, steam_id: steamId } = request.query;
    if (steamId) await requireAccountOf(ctx.db, actor.id, steamId);
    return activityPageOf(ctx.db, { userId: actor.id, page, limit, type, steamId });
  });

  const inventoryBodyOf = inventoryAnswers(ctx.db);
  registerEndpoint(app, getInventory, async (request, reply) => {
    // Stored JSON joined as text (see inventoryJsonOf), sent as bytes: the serialiser is skipped.
    const body = await inventoryBodyOf(actorOf(request).id);
    return reply.type('application/json; charset=utf-8').send(body) as never;
  });

  registerEndpoint(app, refreshInventory, async (request) => {
    const connectors = connectorsOf(ctx);
    return refreshInventoriesOf({ ...ctx, connectors }, actorOf(request).id);
  });

  registerEndpoint(app, getWealthSummary, async (request) => {
    const userId = actorOf(request).id;
    const [accounts, skins] = await Promise.all([
      listAccountsOf(ctx.db, userId),
      accountSkinsOf(ctx.db, userId),
    ]);
    const figures = [...skins.values()];
    return {
      ...summaryOf(accounts.map((a) => accountWealth(a, skins.get(a.id)))),
      item_count: figures.reduce((n, f) => n + f.itemCount, 0),
      tradable_count: figures.reduce((n, f) => n + f.tradableCount, 0),
      account_count: accounts.length,
    };
  });

  registerEndpoint(app, getWealthHistory, async (request) =>
    wealthHistoryOf(ctx.db, actorOf(request).id, request.query.period, ctx.now()),
  );
}
