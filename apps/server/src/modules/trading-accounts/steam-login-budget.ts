import { hostname } from 'node:os';
import { ConnectorError, parseSocks5Proxy, RateLimitedError } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { setConnectionState } from './connection-state.repository';
import {
  backOffLoginBudget,
  clearLoginStrikes,
  lockLoginBudgets,
  writeLoginBudget,
} from './steam-owner.repository';

/**
 * Steam's log-in rate limit, shared by every process through PostgreSQL (decision 038). Steam
 * answers eresult 84 after "somewhere around 10-15" log-ins from one address (protocol/steam.md §1):
 * we allow 10 per proxy in 30 minutes, and 100 from this machine (whatever the proxies, a cap for a
 * storm of restarts or proxies silently not applied). After an 84, log-ins through that proxy wait
 * 15 minutes, doubling with each refusal in a row up to 2 hours.
 */
export const STEAM_LOGIN_BUDGET = {
  perProxy: 10,
  perHost: 100,
  windowMs: 30 * 60_000,
  firstBackoffMs: 15 * 60_000,
  maxBackoffMs: 2 * 3600_000,
};

/** Null for a proxy that is no SOCKS5 address: the client refuses it before any log-in. */
const proxyKey = (proxy: string) => {
  try {
    const { host, port } = parseSocks5Proxy(proxy);
    return `proxy:${host.toLowerCase()}:${port}`;
  } catch {
    return null;
  }
};
const hostKey = () => `host:${hostname()}`;

const clock = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`;

/**
 * Spends one log-in through the account's proxy and from this host, or refuses it (RateLimitedError,
 * the account showing until when log-ins wait) when either budget is spent or backing off. Without
 * an account (the check of an account being added) only the budget is spent.
 */
export async function spendSteamLogIn(db: Db, accountId: string | null, proxy: string): Promise<void> {
  const key = proxyKey(proxy);
  if (!key) return;
  const limits = new Map([
    [key, STEAM_LOGIN_BUDGET.perProxy],
    [hostKey(), STEAM_LOGIN_BUDGET.perHost],
  ]);
  const paused = await db.transaction(async (tx) => {
    const rows = await lockLoginBudgets(tx, [...limits.keys()]);
    let until: Date | null = null;
    const later = (at: Date) => (until = until && until > at ? until : at);
    const next: { key: string; windowStartedAt: Date; logIns: number }[] = [];
    for (const row of rows) {
      const fresh = row.now.getTime() - row.window_started_at.getTime() >= STEAM_LOGIN_BUDGET.windowMs;
      const windowStartedAt = fresh ? row.now : row.window_started_at;
      const used = fresh ? 0 : row.log_ins;
      if (row.backoff_until && row.backoff_until > row.now) later(row.backoff_until);
      if (used >= limits.get(row.key)!)
        later(new Date(windowStartedAt.getTime() + STEAM_LOGIN_BUDGET.windowMs));
      next.push({ key: row.key, windowStartedAt, logIns: used + 1 });
    }
    if (until) return { until: until as Date, now: rows[0]!.now };
    for (const { key, ...values } of next) await writeLoginBudget(tx, key, values);
    return null;
  });
  if (!paused) return;
  if (accountId) await setConnectionState(db, accountId, { steamLoginPausedUntil: paused.until });
  throw new RateLimitedError(
    paused.until.getTime() - paused.now.getTime(),
    `Steam log-ins for this account are paused until ${clock(paused.until)} (Steam's log-in limit).`,
  );
}

/** A log-in through the proxy went through: the account's log-ins are no longer paused. */
export async function steamLogInSucceeded(db: Db, accountId: string, proxy: string): Promise<void> {
  const key = proxyKey(proxy);
  if (key) await clearLoginStrikes(db, key);
  await setConnectionState(db, accountId, { steamLoginPausedUntil: null });
}

/** Steam refused the log-in with its rate limit (eresult 84): the proxy backs off; the account shows it. */
export async function steamLogInRefused(db: Db, accountId: string | null, proxy: string, error: unknown) {
  const key = proxyKey(proxy);
  if (!key || !(error instanceof ConnectorError && error.code === 'RATE_LIMITED')) return;
  const until = await backOffLoginBudget(db, key, {
    firstMs: STEAM_LOGIN_BUDGET.firstBackoffMs,
    maxMs: STEAM_LOGIN_BUDGET.maxBackoffMs,
    atLeastMs: (error as RateLimitedError).retryAfterMs,
  });
  if (accountId) await setConnectionState(db, accountId, { steamLoginPausedUntil: until });
}
