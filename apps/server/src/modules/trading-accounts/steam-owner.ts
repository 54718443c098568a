import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  ConnectorError,
  UnauthenticatedError,
  type SteamClient,
  type SteamClientEvents,
  type SteamCredentials,
  type SteamTradeOffer,
  type SteamWebSession,
} from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { deleteSecrets } from './accounts.repository';
import { listAccountsByIds } from './accounts.queries';
import type { AccountVault } from './account-vault';
import { openAccountSecrets, storeAccountSecrets } from './open-account-secrets';
import { assertProxyApplied, ProxyNotAppliedError } from './proxy-truth';
import { markProxyNotApplied } from './record-connection-state';
import { spendSteamLogIn, steamLogInRefused, steamLogInSucceeded } from './steam-login-budget';
import {
  releaseSteamLease,
  releaseSteamLeasesOf,
  renewSteamLeases,
  takeSteamLease,
} from './steam-owner.repository';
import type { AccountConnectors } from './trading-context';

/** A lease not renewed for this long is free to take: a dead owner's accounts move within 30 s. */
export const STEAM_LEASE_MS = 15_000;
const RENEW_EVERY_MS = 5_000;
/** A process that finds another owner waits this long for the owner's web session. */
const BORROW_WAIT_MS = 20_000;
const BORROW_POLL_MS = 250;

type Entry = { client: SteamClient; role: 'owner' | 'borrower'; published: string | null };

export type SteamOwnerDeps = {
  db: Db;
  vault: AccountVault;
  /** Without checkProxy (a worker test's fake), the proxy truth check is left out. */
  connectors: Pick<AccountConnectors, 'steam'> & Partial<Pick<AccountConnectors, 'checkProxy'>>;
  /** Told when the owner's session ended and logging in again failed (the account is down). */
  log?: (entry: Record<string, unknown>, message: string) => void;
};

/**
 * This process's side of the Steam session owner (decision 038). Per account, one process holds the
 * lease in `steam_session_owners` and alone logs in (spending the shared log-in budget), keeps the session,
 * renews the refresh token (sealed at rest) and publishes its web session (sealed); every other
 * user of the account in any process gets a client signed in with that web session, without a
 * log-in. Within a process every caller shares one client per account. The owner logs in with a
 * logonID of its own, so a log-on of ours never replaces another's.
 */
export function createSteamOwner(deps: SteamOwnerDeps) {
  const processId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  // 31 bits (a PostgreSQL integer), never 0: 0 is what a client without a logonID sends.
  const logonId = createHash('sha256').update(processId).digest().readUInt32BE(0) >>> 1 || 1;
  const local = new Map<string, Promise<Entry>>();
  /** The entries of `local` whose log-in or take-up finished. */
  const settled = new WeakMap<Promise<Entry>, Entry>();
  const listeners = new Map<string, Set<SteamClientEvents>>();
  const lostListeners = new Set<(accountId: string, error: Error) => void>();
  const log = deps.log ?? (() => undefined);
  let closed = false;

  /** Offer changes of whichever client the account has in this process reach every listener. */
  const tellOffer = (accountId: string) => (offer: SteamTradeOffer) =>
    listeners.get(accountId)?.forEach((l) => l.onOfferChanged?.(offer));

  async function credentialsOf(accountId: string): Promise<SteamCredentials> {
    const [account] = await listAccountsByIds(deps.db, [accountId]);
    if (!account?.steamConnectedAt) throw new UnauthenticatedError('This account has no Steam connection.');
    const secrets = await openAccountSecrets(deps.db, deps.vault, accountId);
    return {
      username: account.steamUsername ?? '',
      password: secrets.steam_password ?? '',
      sharedSecret: secrets.steam_shared_secret ?? '',
      identitySecret: secrets.steam_identity_secret ?? '',
      proxy: secrets.steam_proxy ?? '',
      refreshToken: secrets.steam_refresh_token ?? null,
      logonId,
    };
  }

  async function publish(accountId: string, entry: Entry): Promise<void> {
    const web = entry.client.webSession();
    if (web.accessToken === entry.published) return;
    await storeAccountSecrets(
      deps.db,
      deps.vault,
      accountId,
      { steam_web_session: JSON.stringify(web) },
      new Date(),
    );
    entry.published = web.accessToken;
  }

  async function published(accountId: string): Promise<SteamWebSession | null> {
    const secrets = await openAccountSecrets(deps.db, deps.vault, accountId);
    return secrets.steam_web_session ? (JSON.parse(secrets.steam_web_session) as SteamWebSession) : null;
  }

  async function logInAsOwner(accountId: string): Promise<Entry> {
    const credentials = await credentialsOf(accountId);
    const client = deps.connectors.steam(credentials, {
      // Only the owner logs in, so only the owner ever renews (and stores) the refresh token.
      onRefreshToken: (token) =>
        void storeAccountSecrets(
          deps.db,
          deps.vault,
          accountId,
          { steam_refresh_token: token },
          new Date(),
        ).catch(() => undefined),
    });
    try {
      // Steam's log-in limit is shared by every process: spent here, refused when spent (decision 038).
      await spendSteamLogIn(deps.db, accountId, credentials.proxy);
      const session = await client.logIn().catch(async (error: unknown) => {
        await steamLogInRefused(deps.db, accountId, credentials.proxy, error);
        throw error;
      });
      await steamLogInSucceeded(deps.db, accountId, credentials.proxy);
      try {
        const { checkProxy } = deps.connectors;
        if (checkProxy) await assertProxyApplied({ checkProxy }, credentials.proxy, session.publicIp);
      } catch (error) {
        // The account stops: the card shows 'Proxy not applied' until the proxy is tested again.
        if (error instanceof ProxyNotAppliedError)
          await markProxyNotApplied(deps.db, accountId, error.seenIp);
        throw error;
      }
      const entry: Entry = { client, role: 'owner', published: null };
      await publish(accountId, entry);
      client.on({
        onOfferChanged: tellOffer(accountId),
        onSessionLost: (error) => void ownerLost(accountId, entry, error),
      });
      return entry;
    } catch (error) {
      await client.logOut().catch(() => undefined);
      await releaseSteamLease(deps.db, processId, accountId).catch(() => undefined);
      throw error;
    }
  }

  async function borrow(accountId: string, web: SteamWebSession): Promise<Entry | null> {
    const borrowed = deps.connectors.steam({ ...(await credentialsOf(accountId)), refreshToken: null });
    try {
      await borrowed.useWebSession(web);
    } catch (error) {
      await borrowed.logOut().catch(() => undefined);
      if (error instanceof UnauthenticatedError) return null;
      throw error;
    }
    borrowed.on({
      onOfferChanged: tellOffer(accountId),
      // The live client finds borrowed cookies refused when it polls: drop it, and when someone here
      // listens for offers, take up the owner's session as it is now (no log-in).
      onSessionLost: () =>
        void forget(accountId, borrowed)
          .then(() => (listeners.get(accountId)?.size ? client(accountId) : undefined))
          .catch((error: unknown) =>
            log({ accountId, err: String(error) }, 'steam session not taken up again'),
          ),
    });
    return { client: borrowed, role: 'borrower', published: null };
  }

  /** The owner's session ended (replaced, or expired past renewal): log in again at once. */
  async function ownerLost(accountId: string, entry: Entry, error: Error): Promise<void> {
    const current = local.get(accountId);
    if (!current || (await current.catch(() => null)) !== entry || closed) return;
    log({ accountId, err: error.message }, 'steam session ended; the owner logs in again');
    local.delete(accountId);
    await entry.client.logOut().catch(() => undefined);
    await deleteSecrets(deps.db, accountId, ['steam_web_session']).catch(() => undefined);
    await client(accountId).catch((failed: unknown) => {
      log({ accountId, err: String(failed) }, 'steam log-in after a lost session failed');
      lostListeners.forEach((l) =>
        l(accountId, failed instanceof Error ? failed : new Error(String(failed))),
      );
    });
  }

  async function open(accountId: string): Promise<Entry> {
    const deadline = Date.now() + BORROW_WAIT_MS;
    for (;;) {
      if (closed) throw new UnauthenticatedError('This process is shutting down.');
      if (await takeSteamLease(deps.db, { accountId, owner: processId, logonId, leaseMs: STEAM_LEASE_MS }))
        return logInAsOwner(accountId);
      const web = await published(accountId);
      const entry =
        web && Date.parse(web.accessTokenExpiresAt) > Date.now() ? await borrow(accountId, web) : null;
      if (entry) return entry;
      if (Date.now() > deadline)
        throw new UnauthenticatedError(
          'Another process holds this account’s Steam session and has not shared it yet; try again shortly.',
        );
      await new Promise((resolve) => setTimeout(resolve, BORROW_POLL_MS).unref());
    }
  }

  /** The account's Steam client in this process, signed in: the owner's own, or the owner's session. */
  async function client(accountId: string): Promise<SteamClient> {
    for (;;) {
      const current = local.get(accountId);
      if (!current) break;
      const entry = await current.catch(() => null);
      if (entry?.client.sessionStatus().isValid) return entry.client;
      if (local.get(accountId) !== current) continue;
      local.delete(accountId);
      if (entry) await entry.client.logOut().catch(() => undefined);
    }
    const starting = open(accountId);
    starting.then((entry) => settled.set(starting, entry)).catch(() => undefined);
    local.set(accountId, starting);
    starting.catch(() => {
      if (local.get(accountId) === starting) local.delete(accountId);
    });
    return (await starting).client;
  }

  /**
   * Steam refused a call of `used` as unauthenticated. A borrowed session may have ended with its
   * owner's (the live client cannot tell before a call fails): it is dropped, and the next client
   * takes up the owner's session as it is now, which costs no log-in. The owner's own client stays:
   * logging in again on every refused call would spend the log-in budget; a replaced session tells
   * itself (onSessionLost).
   */
  async function forget(accountId: string, used: SteamClient): Promise<void> {
    const pending = local.get(accountId);
    const entry = await pending?.catch(() => null);
    if (!entry || entry.client !== used || entry.role !== 'borrower') return;
    if (local.get(accountId) === pending) local.delete(accountId);
    await used.logOut().catch(() => undefined);
  }

  /** Renews this process's leases in one statement and republishes a renewed web session. */
  async function beat(): Promise<void> {
    const held = new Set(await renewSteamLeases(deps.db, processId, STEAM_LEASE_MS));
    for (const [accountId, pending] of local) {
      // A log-in still under way (up to 45 s) is left for a later beat; its lease was renewed above.
      const entry = settled.get(pending);
      if (!entry || entry.role !== 'owner') continue;
      if (!held.has(accountId)) {
        // Stalled past the lease: another process may own the account now; step back.
        if (local.get(accountId) === pending) local.delete(accountId);
        await entry.client.logOut().catch(() => undefined);
        continue;
      }
      // The owner keeps its access token fresh; a new one is published for the others.
      await entry.client
        .accessToken()
        .then(() => publish(accountId, entry))
        .catch((error: unknown) => log({ accountId, err: String(error) }, 'steam web session not renewed'));
    }
  }
  let beating = false;
  const timer = setInterval(() => {
    if (beating) return;
    beating = true;
    void beat()
      .catch((error: unknown) => log({ err: String(error) }, 'steam lease renewal failed'))
      .finally(() => (beating = false));
  }, RENEW_EVERY_MS);
  timer.unref();

  return {
    processId,
    logonId,
    client,
    /**
     * Runs `work` with the account's client; a session that ended meanwhile (the owner's replaced,
     * a borrowed one gone stale) is dropped and `work` runs once more with a fresh client.
     */
    async use<T>(accountId: string, work: (client: SteamClient) => Promise<T>): Promise<T> {
      const first = await client(accountId);
      try {
        return await work(first);
      } catch (error) {
        if (!(error instanceof ConnectorError && error.code === 'UNAUTHENTICATED')) throw error;
        await forget(accountId, first);
        const again = await client(accountId);
        if (again === first) throw error;
        return work(again);
      }
    },
    forget,
    /** Offer events of the account's client, whichever client it is now or later in this process. */
    on(accountId: string, events: SteamClientEvents): () => void {
      const set = listeners.get(accountId) ?? new Set();
      set.add(events);
      listeners.set(accountId, set);
      return () => set.delete(events);
    },
    /** The owner's session ended and could not be renewed: the account's Steam is down. */
    onLost(listener: (accountId: string, error: Error) => void): () => void {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    /** Whether this process has the account's client (its own or borrowed). */
    isHeldHere: (accountId: string) => local.has(accountId),
    /** Logs the account's client out here; as the owner, hands the lease back. */
    async release(accountId: string): Promise<void> {
      const pending = local.get(accountId);
      local.delete(accountId);
      const entry = await pending?.catch(() => null);
      await entry?.client.logOut().catch(() => undefined);
      if (entry?.role === 'owner') {
        await deleteSecrets(deps.db, accountId, ['steam_web_session']);
        await releaseSteamLease(deps.db, processId, accountId);
      }
    },
    beat,
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      const entries = await Promise.all([...local.values()].map((p) => p.catch(() => null)));
      local.clear();
      await Promise.all(entries.map((e) => e?.client.logOut().catch(() => undefined)));
      await releaseSteamLeasesOf(deps.db, processId).catch(() => undefined);
    },
  };
}

export type SteamOwner = ReturnType<typeof createSteamOwner>;

/**
 * One owner per process: keyed by the process's connectors (startConnectors runs once per process;
 * a test's app and worker built on the same connectors are one process).
 */
const owners = new WeakMap<object, SteamOwner>();

export function steamOwnerOf(deps: SteamOwnerDeps): SteamOwner {
  const existing = owners.get(deps.connectors);
  if (existing) return existing;
  const created = createSteamOwner(deps);
  owners.set(deps.connectors, created);
  return created;
}

/** Closes this process's owner (logs its clients out, hands its leases back). */
export async function closeSteamOwner(connectors: object): Promise<void> {
  const owner = owners.get(connectors);
  owners.delete(connectors);
  await owner?.close();
}
