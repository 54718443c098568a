// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of the untyped Steam libraries must reach every program compiling this file (server, bots)
/// <reference path="./steam-libraries.d.ts" />
import SteamCommunity from 'steamcommunity';
import TradeOfferManager from 'steam-tradeoffer-manager';
import { PlatformUnavailableError, UnauthenticatedError } from '../types/errors';
import { proxyAgent } from './proxy-check';

const OFFER_POLL_MS = 30_000;

/**
 * One account's Steam web side: steamcommunity with every request through the account's proxy
 * (socks5h, so Steam's host names resolve on the proxy), and steam-tradeoffer-manager on top.
 * `language: 'en'` is what makes the manager fetch item descriptions at all: without it offers
 * come back with empty item names (steam-tradeoffer-manager 2.13 lib/assets.js).
 */
export function createSteamWeb(proxy: string, options: { pollInterval?: number } = {}) {
  const community = new SteamCommunity();
  community.request = community.request.defaults({ agent: proxyAgent(proxy) });
  const manager = new TradeOfferManager({
    community,
    useAccessToken: true,
    language: 'en',
    pollInterval: options.pollInterval ?? OFFER_POLL_MS,
    dataDirectory: null,
  });
  return { community, manager };
}

const TOKEN_URL = 'https://steamcommunity.com/pointssummary/ajaxgetasyncconfig';
/** R's pauses between tries (reference 13.3). */
const RETRY_PAUSES_MS = [0, 800, 1600, 3000, 5000];

/**
 * The Steam web API token CSGORoll wants (`updateSteamAccessToken`): `data.webapi_token` of
 * steamcommunity's points-summary config, read with the account's web session, as R does.
 */
export async function readWebApiToken(community: SteamCommunity, pauses = RETRY_PAUSES_MS): Promise<string> {
  let lastError: Error = new PlatformUnavailableError('Steam did not hand out a web API token.');
  for (const pause of pauses) {
    if (pause) await new Promise((resolve) => setTimeout(resolve, pause));
    const body = await new Promise<unknown>((resolve) =>
      community.httpRequestGet(
        { uri: `${TOKEN_URL}?_=${Date.now()}`, json: true },
        (err, _response, data) => {
          if (err)
            lastError = new PlatformUnavailableError(`Steam web API token: ${err.message}`, { cause: err });
          resolve(err ? null : data);
        },
      ),
    );
    const answer = body as { success?: unknown; data?: { webapi_token?: unknown } } | null;
    if (answer?.success === 1 || answer?.success === true) {
      const token = answer.data?.webapi_token;
      if (typeof token === 'string' && token.split('.').length === 3) return token;
      lastError = new UnauthenticatedError(
        'Steam answered without a web API token; the web session has ended.',
      );
    }
  }
  throw lastError;
}
