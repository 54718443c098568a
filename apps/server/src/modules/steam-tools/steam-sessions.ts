import type { SteamClient, SteamCredentials } from '@skinpilot/connectors';
import { writeAccountActivity } from '../activity/write-activity';
import { connectorsOf } from '../trading-accounts/connector-errors';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import { openAccountSecrets, storeAccountSecrets } from '../trading-accounts/open-account-secrets';
import {
  markProxyNotApplied,
  markSteamSessionStarted,
  markSteamSessionStopped,
} from '../trading-accounts/record-connection-state';
import type { TradingContext } from '../trading-accounts/trading-context';
import { assertProxyApplied, ProxyNotAppliedError } from './proxy-truth';
import { steamToolError } from './steam-errors';
import { steamLogIn } from './steam-log-in-activity';

/**
 * The running Steam clients of this process, one per account, each logged in through the account's
 * own proxy. `session_valid` on the account is the shared truth: when it says running and this
 * process has no client yet (another process started it, or a restart), the client is resumed from
 * the stored refresh token.
 */
export function steamSessions(ctx: TradingContext) {
  const running = new Map<string, Promise<SteamClient>>();

  /** The client is down; a session that was up is told once as an `auth` activity (why: `status`). */
  async function markStopped(accountId: string, status: 'stopped' | 'invalid') {
    running.delete(accountId);
    await ctx.db.transaction(async (tx) => {
      const ended = await markSteamSessionStopped(tx, accountId);
      if (ended) await writeAccountActivity(tx, steamLogIn(ended, status), ctx.now());
    });
  }

  async function credentialsOf(account: TradingAccountRow): Promise<SteamCredentials> {
    const secrets = await openAccountSecrets(ctx.db, ctx.vault, account.id);
    return {
      username: account.steamUsername ?? '',
      password: secrets.steam_password ?? '',
      sharedSecret: secrets.steam_shared_secret ?? '',
      identitySecret: secrets.steam_identity_secret ?? '',
      proxy: secrets.steam_proxy ?? '',
      refreshToken: secrets.steam_refresh_token ?? null,
    };
  }

  /** Logs in and records the session on the account; the client stays up until stopped. */
  async function logIn(account: TradingAccountRow): Promise<SteamClient> {
    const connectors = connectorsOf(ctx);
    const storeToken = (token: string) =>
      // A lost write only means the next start logs in with the password again.
      storeAccountSecrets(ctx.db, ctx.vault, account.id, { steam_refresh_token: token }, ctx.now()).catch(
        () => undefined,
      );
    let client: SteamClient;
    const credentials = await credentialsOf(account);
    try {
      client = connectors.steam(credentials, { onRefreshToken: storeToken });
    } catch (error) {
      throw steamToolError(error);
    }
    try {
      const session = await client.logIn();
      await assertProxyApplied(connectors, credentials.proxy, session.publicIp);
      client.on({ onSessionLost: () => void markStopped(account.id, 'invalid').catch(() => undefined) });
      await ctx.db.transaction(async (tx) => {
        // Resuming a client another process started is no news; a client that was down is.
        const expiresAt = new Date(session.accessTokenExpiresAt);
        const started = await markSteamSessionStarted(tx, account.id, ctx.now(), expiresAt);
        if (started) await writeAccountActivity(tx, steamLogIn(started, 'valid'), ctx.now());
      });
      return client;
    } catch (error) {
      await client.logOut().catch(() => undefined);
      const refused = steamToolError(error);
      if (refused instanceof ProxyNotAppliedError) {
        // The account stops: the card shows 'Proxy not applied' until the proxy is tested again.
        await markProxyNotApplied(ctx.db, account.id, refused.seenIp);
        if (account.steamSessionValid) await markStopped(account.id, 'invalid');
      }
      // A resume that fails (the client was up in another process) is retried by the automation and
      // is not told each time; a start the user asked for is.
      if (!account.steamSessionValid)
        await writeAccountActivity(
          ctx.db,
          steamLogIn(account, 'failed', refused instanceof Error ? refused.message : undefined),
          ctx.now(),
        ).catch(() => undefined);
      throw refused;
    }
  }

  return {
    isRunningHere: (accountId: string) => running.has(accountId),

    /** Starts (or joins a start already under way); a failed start leaves the client stopped. */
    start(account: TradingAccountRow): Promise<SteamClient> {
      const existing = running.get(account.id);
      if (existing) return existing;
      const starting = logIn(account);
      running.set(account.id, starting);
      starting.catch(() => {
        if (running.get(account.id) === starting) running.delete(account.id);
      });
      return starting;
    },

    async stop(account: TradingAccountRow): Promise<void> {
      const client = await running.get(account.id)?.catch(() => null);
      running.delete(account.id);
      await client?.logOut().catch(() => undefined);
      await markStopped(account.id, 'stopped');
    },

    /** The session was refused mid-call: the client is gone until started again. */
    async lost(accountId: string): Promise<void> {
      const client = await running.get(accountId)?.catch(() => null);
      running.delete(accountId);
      await client?.logOut().catch(() => undefined);
      await markStopped(accountId, 'invalid');
    },

    async closeAll(): Promise<void> {
      const clients = await Promise.all([...running.values()].map((c) => c.catch(() => null)));
      running.clear();
      await Promise.all(clients.map((c) => c?.logOut().catch(() => undefined)));
    },
  };
}

export type SteamSessions = ReturnType<typeof steamSessions>;
