import { randomUUID } from 'node:crypto';
import { hashText } from '../catalogue/seeded-random';
import { fallbackItemImage } from '../catalogue/item-image';
import { assertAuthenticatorSecret, parseSocks5Proxy } from '../steam/credential-checks';
import { steamGuardCode } from '../steam/steam-guard';
import type {
  ProxyCheck,
  SendGiftRequest,
  SteamClient,
  SteamClientEvents,
  SteamCredentials,
  SteamSession,
  SteamWebSession,
} from '../types/steam';
import {
  InvalidCredentialsError,
  InvalidRequestError,
  NotFoundError,
  PrivateInventoryError,
  ProxyFailedError,
  RateLimitedError,
  TradeProtectionNotAcknowledgedError,
  UnauthenticatedError,
} from '../types/errors';
import type { SteamWorld } from './steam-world';

/** Sandbox Steam triggers (README and decision 005): see also SANDBOX_TRIGGERS for the password. */
export const SANDBOX_STEAM_TRIGGERS = {
  wrongPassword: 'wrong-password',
  /** A proxy on this port never connects. */
  failingProxyPort: 1,
  /** A username containing this is answered with Steam's rate limit (eresult 84). */
  rateLimitedUsername: 'rate-limited',
  /** A username containing this has a community ban. */
  bannedUsername: 'banned',
  /**
   * A proxy on this port is "not applied": the log-on reaches Steam from the host's own address
   * (SANDBOX_HOST_IP) while the proxy test still answers the proxy's exit IP (steam-user issue 517).
   */
  proxyNotAppliedPort: 2,
  /** A username containing this has a private inventory. */
  privateInventoryUsername: 'private',
  /**
   * Through a proxy on this port Steam's log-in limit is one log-in per window: the next is answered
   * with eresult 84 (a test reaches the limit without spending our host's log-in budget).
   */
  oneLogInProxyPort: 3,
} as const;

/** Our own address as the sandbox Steam sees it when a proxy is not applied (documentation range). */
export const SANDBOX_HOST_IP = '192.0.2.10';
const TOKEN_LIFETIME_S = 24 * 3600;
const REFRESH_LIFETIME_S = 200 * 24 * 3600;
const TRADE_URL = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=[\w-]+$/;

/** A JWT-shaped token, so expiry reading and CSGORoll's token check work as with Steam's. */
function sandboxToken(steamId: string, lifetimeSeconds: number, kind: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + lifetimeSeconds;
  // jti: two log-ins within one second still get two tokens (a session is known by its token).
  const claims = { sub: steamId, exp, aud: [kind], jti: randomUUID() };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.sandbox`;
}

function tokenSubject(token: string | null | undefined): string | null {
  try {
    return (
      (JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString()) as { sub?: string }).sub ??
      null
    );
  } catch {
    return null;
  }
}

export function checkProxySandbox(proxy: string): ProxyCheck {
  const address = parseSocks5Proxy(proxy);
  if (address.port === SANDBOX_STEAM_TRIGGERS.failingProxyPort)
    throw new ProxyFailedError('The proxy refused the connection.');
  const isIpv4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(address.host);
  // Loopback and documentation hosts stand for a remote proxy: report a documentation-range exit IP.
  const exitIp =
    isIpv4 && !address.host.startsWith('127.')
      ? address.host
      : `198.51.100.${(hashText(address.host) % 254) + 1}`;
  return { exitIp, latencyMs: 40 + (hashText(proxy) % 80) };
}

/** The SteamClient interface over the sandbox Steam world; Guard codes come from real steam-totp. */
export function createSandboxSteamClient(
  world: SteamWorld,
  credentials: SteamCredentials,
  options: { onRefreshToken?: (token: string) => void } = {},
): SteamClient {
  assertAuthenticatorSecret('shared_secret', credentials.sharedSecret);
  assertAuthenticatorSecret('identity_secret', credentials.identitySecret);
  const account = world.account(credentials.username);
  const listeners = new Set<SteamClientEvents>();
  let session: { accessToken: string; refreshToken: string } | null = null;
  /** Signed in with the owner's web session (useWebSession): no log-on of our own to end. */
  let borrowed = false;
  const logons = world.logons;
  const endOwnLogon = () => {
    if (session && !borrowed) logons.logOff(account.username, session.accessToken);
  };
  const unsubscribe = world.subscribe((username, offer) => {
    if (username === account.username) listeners.forEach((l) => l.onOfferChanged?.(offer));
  });

  const requireSession = () => {
    if (!session) throw new UnauthenticatedError('The Steam client is not running; start it first.');
    // A borrowed session ends with its owner's (replaced, logged off): Steam refuses its cookies.
    if (!logons.isLive(account.username, session.accessToken)) {
      session = null;
      throw new UnauthenticatedError('The Steam session ended; log in again.');
    }
  };
  const signedIn =
    <A extends unknown[], T>(work: (...args: A) => T) =>
    async (...args: A): Promise<Awaited<T>> => {
      requireSession();
      return (await work(...args)) as Awaited<T>;
    };
  const offer = (id: string, isOurOffer: boolean) => {
    const found = account.offers.find((o) => o.id === id && o.isOurOffer === isOurOffer);
    if (!found) throw new NotFoundError('This trade offer was not found.');
    if (found.state !== 2) throw new InvalidRequestError('This trade offer is no longer active.');
    return found;
  };
  const expiry = (token: string) =>
    new Date(
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000,
    ).toISOString();

  return {
    steamId: () => (session ? account.steamId : null),
    async logIn(): Promise<SteamSession> {
      const { exitIp } = checkProxySandbox(credentials.proxy);
      const notApplied =
        parseSocks5Proxy(credentials.proxy).port === SANDBOX_STEAM_TRIGGERS.proxyNotAppliedPort;
      if (credentials.username.includes(SANDBOX_STEAM_TRIGGERS.rateLimitedUsername)) {
        throw new RateLimitedError(
          30 * 60_000,
          'Steam is limiting log-ins from this proxy; trying again later.',
        );
      }
      const isKnownToken = tokenSubject(credentials.refreshToken) === account.steamId;
      if (!isKnownToken) {
        if (credentials.password === SANDBOX_STEAM_TRIGGERS.wrongPassword || credentials.password === '') {
          throw new InvalidCredentialsError('Steam refused this username and password.');
        }
      }
      const started = {
        accessToken: sandboxToken(account.steamId, TOKEN_LIFETIME_S, 'web'),
        refreshToken: isKnownToken
          ? credentials.refreshToken!
          : sandboxToken(account.steamId, REFRESH_LIFETIME_S, 'renew'),
      };
      const address = parseSocks5Proxy(credentials.proxy);
      // A client logging in again ends its own earlier log-on first (it is not replaced by itself).
      endOwnLogon();
      session = null;
      // Spends the proxy's log-in budget (eresult 84 past it) and replaces a twin log-on (eresult 34).
      logons.logOn(
        account.username,
        `${address.host}:${address.port}`,
        {
          token: started.accessToken,
          logonId: credentials.logonId ?? 0,
          ip: notApplied ? SANDBOX_HOST_IP : exitIp,
          end: (error) => {
            if (session?.accessToken !== started.accessToken) return;
            session = null;
            listeners.forEach((l) => l.onSessionLost?.(error));
          },
        },
        address.port === SANDBOX_STEAM_TRIGGERS.oneLogInProxyPort ? 1 : undefined,
      );
      session = started;
      borrowed = false;
      if (!isKnownToken) options.onRefreshToken?.(session.refreshToken);
      return {
        steamId: account.steamId,
        refreshToken: session.refreshToken,
        accessTokenExpiresAt: expiry(session.accessToken),
        refreshTokenExpiresAt: expiry(session.refreshToken),
        publicIp: notApplied ? SANDBOX_HOST_IP : exitIp,
      };
    },
    webSession(): SteamWebSession {
      requireSession();
      const token = session!.accessToken;
      return {
        steamId: account.steamId,
        cookies: [`steamLoginSecure=${encodeURIComponent(`${account.steamId}||${token}`)}`],
        accessToken: token,
        accessTokenExpiresAt: expiry(token),
      };
    },
    async useWebSession(web) {
      if (web.steamId !== account.steamId || !logons.isLive(account.username, web.accessToken))
        throw new UnauthenticatedError('The Steam session to use has ended.');
      endOwnLogon();
      session = { accessToken: web.accessToken, refreshToken: '' };
      borrowed = true;
    },
    sessionStatus: () => ({
      isValid: session !== null && logons.isLive(account.username, session.accessToken),
      steamId: session ? account.steamId : null,
      accessTokenExpiresAt: session ? expiry(session.accessToken) : null,
    }),
    accessToken: signedIn(() => session!.accessToken),
    webApiToken: signedIn(() => sandboxToken(account.steamId, TOKEN_LIFETIME_S, 'web:community')),
    profile: signedIn(() => ({
      steamId: account.steamId,
      personaName: account.username,
      avatarUrl: fallbackItemImage(account.username, '#66c0f4'),
      profileUrl: `https://steamcommunity.com/profiles/${account.steamId}`,
      tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(account.steamId) - 76561197960265728n}&token=sbx${account.steamId.slice(-6)}`,
      level: (hashText(account.username) % 80) + 1,
      isCommunityBanned: account.isCommunityBanned,
    })),
    twoFactorCode: () => steamGuardCode(credentials.sharedSecret),
    inventory: signedIn(() => {
      if (account.username.toLowerCase().includes(SANDBOX_STEAM_TRIGGERS.privateInventoryUsername))
        throw new PrivateInventoryError();
      return account.inventory.map((item) => {
        const holdDays = item.tradableAfter
          ? Math.max(0, Math.ceil((item.tradableAfter.getTime() - Date.now()) / 86_400_000))
          : 0;
        return {
          assetId: item.assetId,
          classId: String(hashText(item.marketName)),
          instanceId: '0',
          name: `${item.isStatTrak ? 'StatTrak™ ' : ''}${item.weapon} | ${item.finish}`,
          marketName: item.marketName,
          marketHashName: item.marketName,
          type: `${item.rarityName} ${item.weapon.startsWith('★') ? 'Knife' : 'Rifle'}`,
          iconUrl: item.iconUrl,
          tradable: item.tradable,
          marketable: item.marketable,
          commodity: false,
          amount: 1,
          qualityInternal: item.isStatTrak ? 'strange' : item.isSouvenir ? 'tournament' : 'normal',
          exteriorInternal: item.exterior.category,
          rarityInternal: item.rarityInternal,
          rarityColor: item.rarityColor,
          wear: item.exterior.code,
          isStatTrak: item.isStatTrak,
          isSouvenir: item.isSouvenir,
          tradeCooldownDays: holdDays,
          marketCooldownDays: holdDays,
          protected: item.protectedUntil !== null && item.protectedUntil.getTime() > Date.now(),
        };
      });
    }),
    tradeOffers: signedIn(() => ({
      sent: account.offers.filter((o) => o.isOurOffer),
      received: account.offers.filter((o) => !o.isOurOffer),
    })),
    acceptOffer: signedIn((id: string) => {
      const found = offer(id, false);
      world.change(account, found, 3);
      return found;
    }),
    declineOffer: signedIn((id: string) => {
      const found = offer(id, false);
      world.change(account, found, 7);
      return found;
    }),
    cancelOffer: signedIn((id: string) => {
      const found = offer(id, true);
      world.change(account, found, 6);
      return found;
    }),
    tradeStatus: signedIn((tradeId: string) => world.tradeStatus(account.username, tradeId)),
    acknowledgeTradeProtection: signedIn(() => {
      account.tradeProtectionAcknowledged = true;
    }),
    sendGift: signedIn((request: SendGiftRequest) => {
      if (!TRADE_URL.test(request.tradeUrl))
        throw new InvalidRequestError('Invalid trade URL format. Please check the URL and try again.');
      if (request.assetIds.length === 0) throw new InvalidRequestError('Choose at least one item to send.');
      if (!account.tradeProtectionAcknowledged) throw new TradeProtectionNotAcknowledgedError();
      let sent;
      try {
        sent = world.sendOffer(account.username, request.assetIds, (request.message ?? '').slice(0, 128));
      } catch {
        throw new InvalidRequestError('These items are not in the inventory or not tradable.');
      }
      return world.confirm(account.username, sent.id);
    }),
    confirmOffer: signedIn((id: string) => {
      try {
        world.confirm(account.username, id);
      } catch {
        throw new NotFoundError('No confirmation is pending for this trade offer.');
      }
    }),
    on(events) {
      listeners.add(events);
      return () => listeners.delete(events);
    },
    async logOut() {
      endOwnLogon();
      session = null;
      unsubscribe();
    },
  };
}
