import {
  addCsgorollAccount,
  addSteamAccount,
  checkAccountPlatforms,
  deleteAccount,
  getAccountPlatforms,
  getMyLimits,
  refreshAccount,
  refreshCsgorollAccount,
  refreshSteamAccount,
  updateAccountLabel,
} from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { addCsgorollAccountFor } from './add-csgoroll-account';
import { addSteamAccountFor } from './add-steam-account';
import { limitsAnswer, limitsOf } from './account-limits';
import { updateLabelFor } from './account-label';
import { platformsView } from './account-platforms';
import { requireAccountOf } from './accounts.queries';
import { readAccountOwner } from './account-owner';
import { deleteAccountFor } from './delete-account';
import { refreshAccountFor } from './refresh-account';
import type { TradingContext } from './trading-context';

export function tradingAccountsRoutes(app: FastifyInstance, ctx: TradingContext) {
  registerEndpoint(app, addSteamAccount, async (request) => {
    const { account, username } = await addSteamAccountFor(ctx, actorOf(request), request.body);
    return {
      message: `Steam account connected: ${username} (${account.steam_id})`,
      account_info: { username, steam_id: account.steam_id },
      account,
    };
  });

  registerEndpoint(app, addCsgorollAccount, async (request) => ({
    message: 'CSGORoll account connected successfully',
    account: await addCsgorollAccountFor(ctx, actorOf(request), request.body),
  }));

  registerEndpoint(app, deleteAccount, (request) =>
    deleteAccountFor(ctx, actorOf(request), request.params.steam_id),
  );

  registerEndpoint(app, updateAccountLabel, (request) =>
    updateLabelFor(ctx, actorOf(request), request.params.steam_id, request.body.label),
  );

  registerEndpoint(app, refreshAccount, (request) =>
    refreshAccountFor(ctx, actorOf(request), request.params.steam_id, 'all'),
  );
  registerEndpoint(app, refreshSteamAccount, (request) =>
    refreshAccountFor(ctx, actorOf(request), request.params.steam_id, 'steam'),
  );
  registerEndpoint(app, refreshCsgorollAccount, (request) =>
    refreshAccountFor(ctx, actorOf(request), request.params.steam_id, 'csgoroll'),
  );

  registerEndpoint(app, getAccountPlatforms, async (request) =>
    platformsView(await requireAccountOf(ctx.db, actorOf(request).id, request.params.steam_id)),
  );
  registerEndpoint(app, checkAccountPlatforms, async (request) => {
    const actor = actorOf(request);
    const { account } = await refreshAccountFor(ctx, actor, request.params.steam_id, 'all');
    return platformsView(await requireAccountOf(ctx.db, actor.id, account.steam_id));
  });

  registerEndpoint(app, getMyLimits, async (request) => {
    const now = ctx.now();
    const user = await readAccountOwner(ctx.db, actorOf(request).id);
    return limitsAnswer(user, await limitsOf(ctx.db, user, now), now);
  });
}
