import { accountParams } from '@skinpilot/contract';
import { effectiveCsgorollSettings } from '@skinpilot/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { actorOf } from '../../http/authenticate';
import { notFound } from '../../errors/app-error';
import { markRun } from '../steam-tools/automation-runs';
import { accountWithCsgorollSettings, requireAccountOf } from '../trading-accounts/accounts.queries';
import type { TradingContext } from '../trading-accounts/trading-context';
import { traderStandingOf } from '../users/users.queries';
import { csgorollClientOf, runAutoDeposit } from './auto-deposit';

/**
 * Sandbox only (never registered in production nor against live CSGORoll): runs the account's
 * auto-deposit now instead of at the next five-minute sweep, so a trader trying the product (and the
 * browser tests) sees listings appear. The run is the real one, with the account's settings.
 */
export function sandboxDepositRoutes(app: FastifyInstance, ctx: TradingContext) {
  app.post(
    '/sandbox/csgoroll/:steam_id/auto-deposit',
    { config: { auth: 'user' }, schema: { hide: true, params: accountParams } },
    async (request) => {
      const { steam_id } = request.params as z.infer<typeof accountParams>;
      const actor = actorOf(request);
      const found = await requireAccountOf(ctx.db, actor.id, steam_id);
      const row = await accountWithCsgorollSettings(ctx.db, found.id);
      const standing = await traderStandingOf(ctx.db, actor.id);
      if (!row || !standing || !row.account.csgorollConnectedAt)
        throw notFound('CSGORoll account not found.');
      const settings = effectiveCsgorollSettings({
        stored: row.csgoroll,
        sniping: row.account.snipingEnabled,
        role: standing.role,
      });
      await markRun(ctx.db, row.account.id, 'auto_deposit', ctx.now());
      const client = await csgorollClientOf(ctx, row.account);
      try {
        const outcome = await runAutoDeposit(ctx, row.account, settings, client);
        return { listed: outcome.listed.length, relisted: outcome.relisted.length };
      } finally {
        await client.close().catch(() => undefined);
      }
    },
  );
}
