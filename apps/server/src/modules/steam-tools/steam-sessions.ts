import type { SteamClient, SteamCredentials } from '@skinpilot/connectors';
import { connectorsOf } from '../trading-accounts/connector-errors';
import type { TradingAccountRecord } from '../trading-accounts/find-trading-account';
import { openAccountSecrets, storeAccountSecrets } from '../trading-accounts/open-account-secrets';
import {
  markSteamSessionStarted,
  markSteamSessionStopped,
} from '../trading-accounts/record-connection-state';
import type { TradingContext } from '../trading-accounts/trading-context';
import { steamToolError } from './steam-errors';

/**
 * The running Steam clients of this process, one per account, each logged in through the account's
 * own proxy. `session_valid` on the account is the shared truth: when it says running and this
 * process has no client yet (another process started it, or a restart), the client is resumed from
 * the stored refresh token.
 */
export function steamSessions(ctx: TradingContext) {
  const running = new Map<string, Promise<SteamClient>>();

  async function markStopped(accountId: string) {
    running.delete(accountId);
    await markSteamSessionStopped(ctx.db, accountId);
  }

  async function credentialsOf(account: TradingAccountRecord): Promise<SteamCredentials> {
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
  async function logIn(account: TradingAccountRecord): Promise<SteamClient> {
    const connectors = connectorsOf(ctx);
    const storeToken = (token: string) =>
      // A lost write only means the next start logs in with the password again.
      storeAccountSecrets(ctx.db, ctx.vault, account.id, { steam_refresh_token: token }, ctx.now()).catch(
        () => undefined,
      );
    let client: SteamClient;
    try {
      client = connectors.steam(await credentialsOf(account), { onRefreshToken: storeToken });
    } catch (error) {
      throw steamToolError(error);
    }
    try {
      const session = await client.logIn();
      client.on({ onSessionLost: () => void markStopped(account.id).catch(() => undefined) });
      await markSteamSessionStarted(ctx.db, account.id, ctx.now(), new Date(session.accessTokenExpiresAt));
      return client;
    } catch (error) {
      await client.logOut().catch(() => undefined);
      throw steamToolError(error);
    }
  }

  return {
    isRunningHere: (accountId: string) => running.has(accountId),

    /** Starts (or joins a start already under way); a failed start leaves the client stopped. */
    start(account: TradingAccountRecord): Promise<SteamClient> {
      const existing = running.get(account.id);
      if (existing) return existing;
      const starting = logIn(account);
      running.set(account.id, starting);
      starting.catch(() => {
        if (running.get(account.id) === starting) running.delete(account.id);
      });
      return starting;
    },

    async stop(account: TradingAccountRecord): Promise<void> {
      const client = await running.get(account.id)?.catch(() => null);
      running.delete(account.id);
      await client?.logOut().catch(() => undefined);
      await markStopped(account.id);
    },

    /** The session was refused mid-call: the client is gone until started again. */
    async lost(accountId: string): Promise<void> {
      const client = await running.get(accountId)?.catch(() => null);
      running.delete(accountId);
      await client?.logOut().catch(() => undefined);
      await markStopped(accountId);
    },

    async closeAll(): Promise<void> {
      const clients = await Promise.all([...running.values()].map((c) => c.catch(() => null)));
      running.clear();
      await Promise.all(clients.map((c) => c?.logOut().catch(() => undefined)));
    },
  };
}

export type SteamSessions = ReturnType<typeof steamSessions>;
