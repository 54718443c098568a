import type { SteamClient } from '@skinpilot/connectors';
import { writeAccountActivity } from '../activity/write-activity';
import { connectorsOf } from '../trading-accounts/connector-errors';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import { ProxyNotAppliedError } from '../trading-accounts/proxy-truth';
import {
  markSteamSessionStarted,
  markSteamSessionStopped,
} from '../trading-accounts/record-connection-state';
import { closeSteamOwner, steamOwnerOf, type SteamOwner } from '../trading-accounts/steam-owner';
import type { TradingContext } from '../trading-accounts/trading-context';
import { steamToolError } from './steam-errors';
import { steamLogIn } from './steam-log-in-activity';

/**
 * The Steam tools' view of the accounts' Steam clients. The client itself is the account's Steam
 * session owner's (decision 038): one process logs in, the others use its web session, so starting
 * the tools, the automation and a sniping session on one account is one Steam log-in.
 * `session_valid` on the account is the shared truth of "started": when it says running and this
 * process has no client yet, the owner's client is taken up without a new log-in.
 */
export function steamSessions(ctx: TradingContext) {
  /** Accounts whose client the tools use in this process. */
  const started = new Set<string>();
  let owner: SteamOwner | null = null;
  const ownerOf = (): SteamOwner => {
    const current = steamOwnerOf({ db: ctx.db, vault: ctx.vault, connectors: connectorsOf(ctx) });
    if (current !== owner) {
      owner = current;
      // The owner's session ended and logging in again failed: the started client is down.
      current.onLost((accountId) => {
        if (started.has(accountId)) void markStopped(accountId, 'invalid').catch(() => undefined);
      });
    }
    return current;
  };

  /** The client is down; a session that was up is told once as an `auth` activity (why: `status`). */
  async function markStopped(accountId: string, status: 'stopped' | 'invalid') {
    started.delete(accountId);
    await ctx.db.transaction(async (tx) => {
      const ended = await markSteamSessionStopped(tx, accountId);
      if (ended) await writeAccountActivity(tx, steamLogIn(ended, status), ctx.now());
    });
  }

  /** Takes up the owner's client and records the session on the account. */
  async function logIn(account: TradingAccountRow): Promise<SteamClient> {
    try {
      const client = await ownerOf().client(account.id);
      const expiry = client.sessionStatus().accessTokenExpiresAt;
      await ctx.db.transaction(async (tx) => {
        // Resuming a client another process started is no news; a client that was down is.
        const expiresAt = expiry ? new Date(expiry) : ctx.now();
        const changed = await markSteamSessionStarted(tx, account.id, ctx.now(), expiresAt);
        if (changed) await writeAccountActivity(tx, steamLogIn(changed, 'valid'), ctx.now());
      });
      started.add(account.id);
      return client;
    } catch (error) {
      const refused = steamToolError(error);
      // The owner marked the proxy 'not applied'; the account stops until the proxy is tested again.
      if (refused instanceof ProxyNotAppliedError && account.steamSessionValid)
        await markStopped(account.id, 'invalid');
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
    isRunningHere: (accountId: string) => started.has(accountId) && ownerOf().isHeldHere(accountId),

    /** Starts (or takes up the running client); a failed start leaves the client stopped. */
    async start(account: TradingAccountRow): Promise<SteamClient> {
      if (started.has(account.id)) {
        try {
          return await ownerOf().client(account.id);
        } catch (error) {
          throw steamToolError(error);
        }
      }
      return logIn(account);
    },

    /** The user stopped the client: logged out here (as the owner, the lease goes back). */
    async stop(account: TradingAccountRow): Promise<void> {
      started.delete(account.id);
      await ownerOf()
        .release(account.id)
        .catch(() => undefined);
      await markStopped(account.id, 'stopped');
    },

    /** A call with `client` was refused unauthenticated: a borrowed session is dropped here. */
    async forget(accountId: string, client: SteamClient): Promise<void> {
      await ownerOf().forget(accountId, client);
    },

    /** The session was refused mid-call and could not be taken up again: the client is down. */
    async lost(accountId: string): Promise<void> {
      await markStopped(accountId, 'invalid');
    },

    /** This process stops: its clients log out and its leases go back at once. */
    async closeAll(): Promise<void> {
      started.clear();
      if (ctx.connectors) await closeSteamOwner(ctx.connectors);
    },
  };
}

export type SteamSessions = ReturnType<typeof steamSessions>;
