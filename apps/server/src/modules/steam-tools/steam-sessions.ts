import type { SteamClient, SteamCredentials } from '@skinpilot/connectors';
import { and, eq } from 'drizzle-orm';
import { writeAccountActivity } from '../market/write-activity';
import { readSecrets, writeSecrets } from '../trading-accounts/accounts.repository';
import { connectorsOf } from '../trading-accounts/connector-errors';
import { openAll, sealAll } from '../trading-accounts/seal-secrets';
import { tradingAccounts, type TradingAccountRow } from '../trading-accounts/trading-accounts.schema';
import type { TradingContext } from '../trading-accounts/trading-context';
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
      const ended = await tx
        .update(tradingAccounts)
        .set({ steamSessionValid: false })
        .where(and(eq(tradingAccounts.id, accountId), eq(tradingAccounts.steamSessionValid, true)))
        .returning({ userId: tradingAccounts.userId, steamId: tradingAccounts.steamId });
      for (const account of ended) await writeAccountActivity(tx, steamLogIn(account, status), ctx.now());
    });
  }

  async function credentialsOf(account: TradingAccountRow): Promise<SteamCredentials> {
    const secrets = openAll(ctx.vault, account.id, await readSecrets(ctx.db, account.id));
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
      writeSecrets(
        ctx.db,
        account.id,
        sealAll(ctx.vault, account.id, { steam_refresh_token: token }),
        ctx.now(),
      ).catch(() => undefined);
    let client: SteamClient;
    try {
      client = connectors.steam(await credentialsOf(account), { onRefreshToken: storeToken });
    } catch (error) {
      throw steamToolError(error);
    }
    try {
      const session = await client.logIn();
      client.on({ onSessionLost: () => void markStopped(account.id, 'invalid').catch(() => undefined) });
      await ctx.db.transaction(async (tx) => {
        // Resuming a client another process started is no news; a client that was down is.
        const started = await tx
          .update(tradingAccounts)
          .set({ steamSessionValid: true })
          .where(and(eq(tradingAccounts.id, account.id), eq(tradingAccounts.steamSessionValid, false)))
          .returning({ userId: tradingAccounts.userId, steamId: tradingAccounts.steamId });
        await tx
          .update(tradingAccounts)
          .set({
            steamSessionValid: true,
            steamLastLogin: ctx.now(),
            steamAccessTokenExpiresAt: new Date(session.accessTokenExpiresAt),
          })
          .where(eq(tradingAccounts.id, account.id));
        for (const row of started) await writeAccountActivity(tx, steamLogIn(row, 'valid'), ctx.now());
      });
      return client;
    } catch (error) {
      await client.logOut().catch(() => undefined);
      const refused = steamToolError(error);
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
