// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of the untyped Steam libraries must reach every program compiling this file (server, bots)
/// <reference path="./steam-libraries.d.ts" />
import { EAuthTokenPlatformType, LoginSession } from 'steam-session';
import type { CEconItem, CSteamUser } from 'steamcommunity';
import type {
  SendGiftRequest,
  SteamClient,
  SteamClientEvents,
  SteamCredentials,
  SteamSession,
  SteamTradeOffer,
  SteamTradeStatus,
  SteamWebSession,
} from '../types/steam';
import {
  ConnectorError,
  InvalidCredentialsError,
  PlatformUnavailableError,
  UnauthenticatedError,
} from '../types/errors';
import { accessTokenOfCookies, tokenExpiry } from './access-token';
import { assertAuthenticatorSecret, parseSocks5Proxy } from './credential-checks';
import { inventoryError } from './inventory-error';
import { ITEMS_CONTEXT, inventoryItemsOf, PROTECTED_CONTEXT } from './inventory-item';
import { throttlePerIp } from './ip-throttle';
import { assertNotBlocked, blockAfter, loginError } from './login-errors';
import { createOfferDesk } from './offer-desk';
import { offerFrom } from './offer-state';
import { proxyAgent } from './proxy-check';
import { steamGuardCode } from './steam-guard';
import { tradeStatusesFrom } from './trade-status';
import { createSteamWeb, readWebApiToken } from './steam-web';

const LOGIN_TIMEOUT_MS = 45_000;
/** Renew the access token this long before it expires, so no call races the expiry. */
const RENEW_MARGIN_MS = 5 * 60_000;

/**
 * One Steam account on the real platform: steam-session for the log-in (refresh token kept by the
 * caller), steamcommunity and steam-tradeoffer-manager (access-token mode) for everything else,
 * all through the account's own SOCKS5 proxy.
 */
export function createLiveSteamClient(
  credentials: SteamCredentials,
  options: {
    assetsBaseUrl: string;
    onRefreshToken?: (token: string) => void;
    /** An inventory entry skipped, with why (an unknown context): logged by the caller. */
    onSkippedItem?: (reason: string) => void;
  },
): SteamClient {
  assertAuthenticatorSecret('shared_secret', credentials.sharedSecret);
  assertAuthenticatorSecret('identity_secret', credentials.identitySecret);
  const proxy = parseSocks5Proxy(credentials.proxy);
  // The log-in goes through the same socks5h agent: Steam's host names resolve on the proxy too.
  const session = new LoginSession(EAuthTokenPlatformType.WebBrowser, {
    agent: proxyAgent(credentials.proxy),
  });
  const { community, manager } = createSteamWeb(credentials.proxy);
  const desk = createOfferDesk(manager, community, credentials.identitySecret);
  const listeners = new Set<SteamClientEvents>();
  let steamId: string | null = null;
  let isValid = false;
  /** The web cookies in use: from our own log-in, or the owner's (useWebSession). */
  let cookies: string[] = [];
  /** Signed in with another client's web session: nothing to renew, no log-in of our own. */
  let borrowed = false;

  const emitOffer = (offer: Parameters<typeof offerFrom>[0]) => {
    const normalised: SteamTradeOffer = offerFrom(offer);
    listeners.forEach((l) => l.onOfferChanged?.(normalised));
  };
  manager.on('newOffer', emitOffer);
  manager.on('sentOfferChanged', emitOffer);
  manager.on('receivedOfferChanged', emitOffer);
  manager.on('sessionExpired', () => void renewWebSession());

  async function setWebCookies(web: string[]): Promise<void> {
    community.setCookies(web);
    await new Promise<void>((resolve, reject) =>
      manager.setCookies(web, (err) => (err ? reject(err) : resolve())),
    );
    cookies = web;
  }

  async function applyCookies(): Promise<void> {
    if (borrowed) throw new UnauthenticatedError('The borrowed Steam web session ended.');
    await setWebCookies(await session.getWebCookies());
    steamId = session.steamID.getSteamID64();
    isValid = true;
  }

  /**
   * The access token is steamLoginSecure's second part. steam-session's refreshAccessToken fails for
   * WebBrowser tokens (AccessDenied, its README as of 2025-04-30), so new cookies renew it.
   */
  const currentAccessToken = () => accessTokenOfCookies(cookies) ?? session.accessToken ?? '';

  async function passwordLogIn(): Promise<void> {
    const authenticated = new Promise<void>((resolve, reject) => {
      session.once('authenticated', () => resolve());
      session.once('error', reject);
      session.once('timeout', () => reject(new UnauthenticatedError('Steam log-in timed out.')));
    });
    const start = await session.startWithCredentials({
      accountName: credentials.username,
      password: credentials.password,
      steamGuardCode: steamGuardCode(credentials.sharedSecret).code,
    });
    if (start.actionRequired) {
      session.cancelLoginAttempt();
      throw new InvalidCredentialsError('Steam asked for a confirmation the authenticator cannot give.');
    }
    await authenticated;
    options.onRefreshToken?.(session.refreshToken);
  }

  /** Expired web session: a new one from the refresh token; when that fails too, the owner must act. */
  async function renewWebSession(): Promise<void> {
    isValid = false;
    try {
      await applyCookies();
    } catch (error) {
      const lost = error instanceof ConnectorError ? error : new UnauthenticatedError();
      listeners.forEach((l) => l.onSessionLost?.(lost));
    }
  }

  const sessionInfo = (): SteamSession => ({
    steamId: steamId!,
    refreshToken: session.refreshToken,
    accessTokenExpiresAt: tokenExpiry(currentAccessToken())?.toISOString() ?? new Date().toISOString(),
    refreshTokenExpiresAt: tokenExpiry(session.refreshToken)?.toISOString() ?? new Date().toISOString(),
    // steam-session's web log-in does not report the address Steam saw (steam-user's publicIP does).
    publicIp: null,
  });

  const requireSession = () => {
    if (!isValid || !steamId)
      throw new UnauthenticatedError('The Steam client is not running; start it first.');
    return steamId;
  };
  const signedIn =
    <A extends unknown[], T>(work: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      requireSession();
      return work(...args);
    };

  return {
    steamId: () => steamId,
    async logIn() {
      assertNotBlocked(credentials.username);
      try {
        if (credentials.refreshToken) {
          session.refreshToken = credentials.refreshToken;
          await applyCookies().catch(async () => {
            // A refresh token Steam no longer honours: fall back to the password once.
            await withTimeout(passwordLogIn());
            await applyCookies();
          });
        } else {
          await withTimeout(passwordLogIn());
          await applyCookies();
        }
        return sessionInfo();
      } catch (error) {
        const typed = loginError(error);
        blockAfter(credentials.username, typed);
        throw typed;
      }
    },
    webSession(): SteamWebSession {
      const id = requireSession();
      const accessToken = currentAccessToken();
      return {
        steamId: id,
        cookies,
        accessToken,
        accessTokenExpiresAt: tokenExpiry(accessToken)?.toISOString() ?? new Date().toISOString(),
      };
    },
    async useWebSession(web) {
      if (Date.parse(web.accessTokenExpiresAt) <= Date.now())
        throw new UnauthenticatedError('The Steam web session to use has expired.');
      borrowed = true;
      await setWebCookies(web.cookies);
      steamId = web.steamId;
      isValid = true;
    },
    sessionStatus: () => ({
      isValid,
      steamId,
      accessTokenExpiresAt: isValid ? (tokenExpiry(currentAccessToken())?.toISOString() ?? null) : null,
    }),
    async accessToken() {
      requireSession();
      const expiry = tokenExpiry(currentAccessToken());
      if (!expiry || expiry.getTime() - Date.now() < RENEW_MARGIN_MS) {
        // A borrowed session is the owner's to renew: past its expiry the borrower must take a new one.
        if (borrowed && (!expiry || expiry.getTime() <= Date.now()))
          throw new UnauthenticatedError('The Steam web session to use has expired.');
        if (!borrowed) await applyCookies();
      }
      return currentAccessToken();
    },
    async webApiToken() {
      requireSession();
      return readWebApiToken(community);
    },
    async profile() {
      const id = requireSession();
      const user = await new Promise<CSteamUser>((resolve, reject) =>
        community.getSteamUser(id, (err, u) => (err || !u ? reject(new UnauthenticatedError()) : resolve(u))),
      );
      const token = await new Promise<string>((resolve, reject) =>
        manager.getOfferToken((err, t) => (err || !t ? reject(new UnauthenticatedError()) : resolve(t))),
      );
      const accountId = (BigInt(id) - 76561197960265728n).toString();
      return {
        steamId: id,
        personaName: user.name,
        avatarUrl: user.getAvatarURL('full'),
        profileUrl: `https://steamcommunity.com/profiles/${id}`,
        tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=${accountId}&token=${token}`,
        level: 0,
        isCommunityBanned: user.tradeBanState !== 'None',
      };
    },
    twoFactorCode: () => steamGuardCode(credentials.sharedSecret),
    async inventory() {
      const id = requireSession();
      const contents = async (context: string) => {
        await throttlePerIp(proxy.host);
        return new Promise<CEconItem[]>((resolve, reject) =>
          // steamcommunity pages past Steam's 1000-item cap with start_assetid.
          community.getUserInventoryContents(id, 730, context, false, (err, inv) =>
            err ? reject(inventoryError(err)) : resolve(inv ?? []),
          ),
        );
      };
      const items = await contents(ITEMS_CONTEXT);
      // Items under Steam's trade protection sit in context 16, readable with the account's own
      // session only; a failure there must not hide the rest of the inventory.
      const shielded = await contents(PROTECTED_CONTEXT).catch(() => [] as CEconItem[]);
      return inventoryItemsOf([...items, ...shielded], options.assetsBaseUrl, options.onSkippedItem);
    },
    tradeOffers: signedIn(() => desk.list()),
    acceptOffer: signedIn((id: string) => desk.accept(id)),
    declineOffer: signedIn((id: string) => desk.decline(id)),
    cancelOffer: signedIn((id: string) => desk.cancel(id)),
    // Our own check: the library's getExchangeDetails refuses status 12 (TradeProtectionRollback).
    tradeStatus: signedIn(
      (tradeId: string) =>
        new Promise<SteamTradeStatus[]>((resolve, reject) =>
          manager._apiCall('GET', 'GetTradeStatus', 1, { tradeid: tradeId }, (err, body) =>
            err
              ? reject(new PlatformUnavailableError(`Steam trade status: ${err.message}`, { cause: err }))
              : resolve(tradeStatusesFrom(body)),
          ),
        ),
    ),
    acknowledgeTradeProtection: signedIn(
      () =>
        new Promise<void>((resolve, reject) =>
          community.acknowledgeTradeProtection((err) =>
            err
              ? reject(new PlatformUnavailableError(`Steam trade protection: ${err.message}`, { cause: err }))
              : resolve(),
          ),
        ),
    ),
    sendGift: signedIn((request: SendGiftRequest) => desk.sendGift(request)),
    confirmOffer: signedIn((id: string) => desk.confirm(id)),
    on(events) {
      listeners.add(events);
      return () => listeners.delete(events);
    },
    async logOut() {
      isValid = false;
      manager.shutdown();
      manager.removeAllListeners();
      session.cancelLoginAttempt();
    },
  };
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new UnauthenticatedError('Steam log-in timed out.')), LOGIN_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}
