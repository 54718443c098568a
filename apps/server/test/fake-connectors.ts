import { createHash } from 'node:crypto';
import {
  assertAuthenticatorSecret,
  InvalidCredentialsError,
  parseSocks5Proxy,
  ProxyFailedError,
  UnauthenticatedError,
  type CsgorollClient,
  type CsgorollCredentials,
  type CsgorollUser,
  type SteamClient,
  type SteamCredentials,
} from '@skinpilot/connectors';
import type { AccountConnectors } from '../src/modules/trading-accounts/trading-context';

/** A valid authenticator secret: 20 bytes in base64, as Steam issues them. */
export const validSecret = (fill = 3) => Buffer.alloc(20, fill).toString('base64');

/** The Steam id the fake Steam answers for a login name: stable, so tests can predict it. */
export function steamIdOf(username: string): string {
  const digits =
    BigInt(`0x${createHash('sha256').update(username).digest('hex').slice(0, 12)}`) % 10_000_000_000n;
  return `7656119${digits.toString().padStart(10, '0')}`;
}

export const WRONG_PASSWORD = 'wrong-password';
export const DEAD_PROXY_HOST = 'dead.proxy.test';
export const EXPIRED_COOKIE = 'expired-cookie';

/** `roll:<steam id>` cookies log in as a CSGORoll user linked to that Steam id. */
export const rollCookie = (steamId: string) => `roll:${steamId}`;

function rollUser(steamId: string): CsgorollUser {
  return {
    id: `roll-${steamId.slice(-6)}`,
    steamId,
    displayName: `roller_${steamId.slice(-4)}`,
    avatar: null,
    level: 12,
    wallets: [
      { id: 'w1', name: 'MAIN', amount: 1234.56 },
      { id: 'w2', name: 'GEMSTONE', amount: 3 },
    ],
    dailyWithdrawLimit: 25_000,
    steamAccessTokenExpiresAt: null,
  };
}

function checkSteam(credentials: SteamCredentials) {
  assertAuthenticatorSecret('shared_secret', credentials.sharedSecret);
  assertAuthenticatorSecret('identity_secret', credentials.identitySecret);
  const proxy = parseSocks5Proxy(credentials.proxy);
  if (proxy.host === DEAD_PROXY_HOST) throw new ProxyFailedError();
  if (credentials.password === WRONG_PASSWORD && !credentials.refreshToken)
    throw new InvalidCredentialsError();
}

function rollLogin(credentials: CsgorollCredentials): CsgorollUser {
  if (credentials.method === 'cookie') {
    if (credentials.cookie === EXPIRED_COOKIE) throw new UnauthenticatedError();
    const steamId = credentials.cookie.startsWith('roll:')
      ? credentials.cookie.slice(5)
      : steamIdOf(credentials.cookie);
    return rollUser(steamId);
  }
  if (credentials.password === WRONG_PASSWORD) throw new InvalidCredentialsError();
  return rollUser(steamIdOf(credentials.email));
}

/**
 * The outside world for trading-account tests: behaves like the sandbox market (secrets must be
 * 20 bytes of base64, proxies SOCKS5) and records what it was asked.
 */
export function fakeConnectors() {
  const calls: { verifySteam: SteamCredentials[]; verifyCsgoroll: CsgorollCredentials[] } = {
    verifySteam: [],
    verifyCsgoroll: [],
  };
  const sessions = new Map<string, CsgorollUser>();
  let sessionsExpired = false;
  const session = (steamId: string) => ({
    steamId,
    refreshToken: `refresh-token-for-${steamId}`,
    accessTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    refreshTokenExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    publicIp: null,
  });
  const profile = (steamId: string, username: string) => ({
    steamId,
    personaName: username,
    avatarUrl: 'https://avatars.example/a.jpg',
    profileUrl: `https://steamcommunity.com/profiles/${steamId}`,
    tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=123&token=abc`,
    level: 7,
    isCommunityBanned: false,
  });
  const connectors: AccountConnectors = {
    // Live: the Steam id of the login must match the one given, as with real Steam.
    mode: { steam: 'live', csgoroll: 'live' },
    async verifySteam(credentials) {
      calls.verifySteam.push(credentials);
      checkSteam(credentials);
      const steamId = steamIdOf(credentials.username);
      return {
        session: session(steamId),
        profile: profile(steamId, credentials.username),
        proxy: { exitIp: '203.0.113.7', latencyMs: 4 },
      };
    },
    async verifyCsgoroll(credentials) {
      calls.verifyCsgoroll.push(credentials);
      const user = rollLogin(credentials);
      const sessionCookie = `session-${sessions.size + 1}-${user.id}`;
      sessions.set(sessionCookie, user);
      return { user, sessionCookie };
    },
    async checkProxy(proxy) {
      if (parseSocks5Proxy(proxy).host === DEAD_PROXY_HOST) throw new ProxyFailedError();
      return { exitIp: '203.0.113.7', latencyMs: 4 };
    },
    steam(credentials) {
      const steamId = steamIdOf(credentials.username);
      return {
        logIn: async () => {
          checkSteam(credentials);
          return session(steamId);
        },
        profile: async () => profile(steamId, credentials.username),
        logOut: async () => undefined,
        ...fakeSteamSessionOf(steamId),
      } as unknown as SteamClient;
    },
    csgoroll(credentials) {
      return {
        currentUser: async () => {
          const user =
            credentials.method === 'cookie' ? sessions.get(credentials.cookie) : rollLogin(credentials);
          if (!user || sessionsExpired) throw new UnauthenticatedError();
          return user;
        },
        close: async () => undefined,
      } as unknown as CsgorollClient;
    },
  };
  return {
    connectors,
    calls,
    /** Makes every CSGORoll session fail from now on, as when CSGORoll logs the user out. */
    expireSessions: () => {
      sessionsExpired = true;
    },
  };
}

/**
 * What the Steam session owner (decision 038) asks of any client besides the call itself: a session
 * that stays signed in, a web session to share, event registration. For fakes of SteamClient.
 */
export function fakeSteamSessionOf(steamId: string) {
  const expiresAt = () => new Date(Date.now() + 3_600_000).toISOString();
  return {
    sessionStatus: () => ({ isValid: true, steamId, accessTokenExpiresAt: expiresAt() }),
    webSession: () => ({
      steamId,
      cookies: [],
      accessToken: `access-${steamId}`,
      accessTokenExpiresAt: expiresAt(),
    }),
    useWebSession: async () => undefined,
    accessToken: async () => `access-${steamId}`,
    on: () => () => undefined,
  };
}
