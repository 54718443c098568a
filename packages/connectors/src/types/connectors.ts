import type { CaptchaTokens } from './captcha';
import type { CsgorollClient, CsgorollCredentials, CsgorollUser } from './csgoroll';
import type { ProxyCheck, SteamClient, SteamCredentials, SteamProfile, SteamSession } from './steam';

export type ConnectorsLogger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export type ConnectorsConfig = {
  csgoroll: {
    /** GraphQL over HTTP endpoint; unset means the loopback sandbox market. */
    graphqlUrl?: string;
    /** graphql-transport-ws endpoint; derived from graphqlUrl when unset. */
    wsUrl?: string;
    /** Base of POST /auth/local; derived from graphqlUrl when unset. */
    authUrl?: string;
    /** Mirrors tried in order when the main endpoint is unreachable. */
    fallbackGraphqlUrls?: string[];
  };
  steam: { mode: 'sandbox' | 'live' };
  /** Captcha services for live joins; the sandbox market uses its own offline solver. */
  captcha?: {
    capsolverApiKey?: string;
    capmonsterApiKey?: string;
    capsolverUrl?: string;
    capmonsterUrl?: string;
  };
  /** Seed of the sandbox market's pseudo-random generator, so runs are repeatable. */
  sandboxSeed: number;
  /** Where item images live; the sandbox falls back to a bundled image offline. */
  assetsBaseUrl: string;
  /** Milliseconds between sandbox listings (0 stops the feed); default 2000. */
  sandboxListingIntervalMs?: number;
  /** Sandbox canJoinAfter - createdAt; default 40 s as the reference shows, null for no wait. */
  sandboxCanJoinAfterMs?: number | null;
  /** Share of a product user's sandbox listings a market buyer joins (0.5 by default; tests set 0). */
  sandboxBuyerRate?: number;
  /** Share of sandbox trades that complete COMPLETED_PROTECTED; 0 (none) by default. */
  sandboxProtectedShare?: number;
  logger?: ConnectorsLogger;
};

export type CsgorollVerification = { user: CsgorollUser; sessionCookie: string };

export type SteamVerification = {
  session: SteamSession;
  profile: SteamProfile;
  proxy: ProxyCheck;
};

export type Connectors = {
  readonly mode: { csgoroll: 'sandbox' | 'live'; steam: 'sandbox' | 'live' };
  /** A client for one CSGORoll account. `onSessionRenewed` lets the caller store the new cookie. */
  csgoroll(
    credentials: CsgorollCredentials,
    options?: { onSessionRenewed?: (cookie: string) => void; captcha?: CaptchaTokens },
  ): CsgorollClient;
  /**
   * A pool of join captcha tokens solved ahead by the admin's captcha provider (system setting
   * captcha_provider), or by the offline solver when CSGORoll is the sandbox. Throws
   * CaptchaSolverError when the provider has no API key configured. Closed with the connectors.
   */
  captchaTokens(provider: 'capsolver' | 'capmonster', options?: { size?: number }): CaptchaTokens;
  /** A client for one Steam account, with its own proxy agent. */
  steam(
    credentials: SteamCredentials,
    options?: { onRefreshToken?: (refreshToken: string) => void },
  ): SteamClient;
  /** Signs in once and reads the user; throws InvalidCredentials, Unauthenticated, PlatformUnavailable. */
  verifyCsgoroll(credentials: CsgorollCredentials): Promise<CsgorollVerification>;
  /** Checks secrets and proxy, logs in and reads the profile; throws InvalidSecret, ProxyFailed, InvalidCredentials. */
  verifySteam(credentials: SteamCredentials): Promise<SteamVerification>;
  /** Connects through the proxy and reports the exit IP; throws ProxyFailed. */
  checkProxy(proxy: string): Promise<ProxyCheck>;
  /** Stops the sandbox market (when started) and every client made here. */
  close(): Promise<void>;
};
