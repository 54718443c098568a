import { accountView } from '../trading-accounts/account-view';
import { withDeadline } from '../trading-accounts/connector-errors';
import { requireAccountOf, type TradingAccountRow } from '../trading-accounts/accounts.queries';
import { requireSteam, type SteamToolsContext } from './steam-tools-context';

/** A Steam log-in with password and Guard code can take long; the SPA waits 60 s for a start. */
const START_DEADLINE_MS = 55_000;

/**
 * Section 4's Steam client: started, it is a logged-in Steam session of this account through its
 * own proxy (session_valid); stopped, it is logged out and the Steam tabs say so.
 */
export async function startClientFor(ctx: SteamToolsContext, userId: string, account: TradingAccountRow) {
  requireSteam(account);
  if (!(account.steamSessionValid && ctx.sessions.isRunningHere(account.id))) {
    await ctx.budget.spend(account.id);
    try {
      await withDeadline(ctx.sessions.start(account), START_DEADLINE_MS, 'Steam');
    } catch (error) {
      const retry = (error as { extra?: { retryAfterSeconds?: number } }).extra?.retryAfterSeconds;
      if ((error as { status?: number }).status === 429 && retry)
        await ctx.budget.backOff(account.id, retry * 1000);
      throw error;
    }
  }
  return {
    message: 'Steam client started successfully',
    account: accountView(await requireAccountOf(ctx.db, userId, account.steamId)),
  };
}

export async function stopClientFor(ctx: SteamToolsContext, userId: string, account: TradingAccountRow) {
  requireSteam(account);
  await ctx.sessions.stop(account);
  return {
    message: 'Steam client stopped',
    account: accountView(await requireAccountOf(ctx.db, userId, account.steamId)),
  };
}
