import type { SteamClient } from '@skinpilot/connectors';
import { ConnectorError } from '@skinpilot/connectors';
import { AppError, notFound } from '../../errors/app-error';
import type { ProxyProbe } from '../../integrations/proxy/proxy-probe';
import { withDeadline } from '../trading-accounts/connector-errors';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import type { TradingContext } from '../trading-accounts/trading-context';
import type { SteamCallBudget } from './steam-call-budget';
import { notRunning, steamToolError } from './steam-errors';
import type { SteamSessions } from './steam-sessions';

export type SteamToolsContext = TradingContext & {
  sessions: SteamSessions;
  budget: SteamCallBudget;
  /** Connects through a proxy to an IP-echo service: the proxy test of section 5. */
  probe: ProxyProbe;
};

/** The SPA gives up after 10 s (section 7); our deadline leaves it time to show our sentence. */
export const STEAM_CALL_DEADLINE_MS = 9_000;

const isSessionLoss = (error: unknown) =>
  (error instanceof ConnectorError && error.code === 'UNAUTHENTICATED') ||
  (error instanceof AppError && error.detail === notRunning().detail);

export function requireSteam(account: TradingAccountRow): void {
  if (!account.steamConnectedAt) throw notFound('This account has no Steam connection.');
}

export function requireRunning(account: TradingAccountRow): void {
  requireSteam(account);
  if (!account.steamSessionValid) throw notRunning();
}

/**
 * One call to Steam for a running account: spends from the account's Steam budget, resumes the
 * client in this process when another process (or an earlier run) started it, and keeps to the
 * deadline. Steam's "slow down" starts a back-off; a refused session stops the client.
 */
export async function withSteam<T>(
  ctx: SteamToolsContext,
  account: TradingAccountRow,
  work: (client: SteamClient) => Promise<T>,
): Promise<T> {
  requireRunning(account);
  await ctx.budget.spend(account.id);
  let used: SteamClient | null = null;
  const once = async () => {
    const client = await withDeadline(ctx.sessions.start(account), STEAM_CALL_DEADLINE_MS, 'Steam');
    used = client;
    return withDeadline(work(client), STEAM_CALL_DEADLINE_MS, 'Steam');
  };
  try {
    try {
      return await once();
    } catch (first) {
      // The session ended under the call (the owner's was replaced and it logged in again, a borrowed
      // one went stale): once more with the account's client as it is now.
      if (!isSessionLoss(first)) throw first;
      if (used) await ctx.sessions.forget(account.id, used);
      return await once();
    }
  } catch (raw) {
    const error = steamToolError(raw);
    if (error instanceof AppError && error.code === 'rate_limited' && error.extra.retryAfterSeconds) {
      await ctx.budget.backOff(account.id, error.extra.retryAfterSeconds * 1000);
    }
    if (error instanceof AppError && error.detail === notRunning().detail)
      await ctx.sessions.lost(account.id);
    throw error;
  }
}
