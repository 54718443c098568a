import type WebSocket from 'ws';
import type { CaptchaTokens } from '../types/captcha';
import type {
  CsgorollClient,
  CsgorollCredentials,
  CsgorollInventoryItem,
  CsgorollTrade,
  CsgorollUser,
  DepositRequest,
  PageRequest,
  TradeListFilter,
} from '../types/csgoroll';
import { CaptchaRequiredError, InvalidRequestError, PlatformUnavailableError } from '../types/errors';
import { browserHeaders, type CsgorollEndpoints } from './endpoints';
import { createFeed } from './feed';
import { createHttpSession } from './http-session';
import { mapGraphqlError } from './map-error';
import * as ops from './operations';
import { parseConnection, parseInventoryItem, parseTrade, parseTrades, parseUser } from './parse';
import { createSocket } from './socket';

type Data = Record<string, unknown>;
const field = (data: Data | null | undefined, key: string) =>
  (data && typeof data === 'object' ? data[key] : null) as Data | null;

/** Pages of 250, as public clients ask; a guard stops a server that never says "last page". */
const PAGE_SIZE = 250;
const MAX_INVENTORY_PAGES = 100;
/** A trivial HTTP request this often keeps the fallback connection open between joins. */
const HTTP_WARM_MS = 25_000;
/**
 * The join frame in prebuilt pieces around the operation id (a counter), the trade id and the
 * captcha token, so a join is one concatenation and no JSON.stringify of its input (issue 30). The
 * key order is JSON.stringify's of `{ tradeIds, hasCompliedToAntiRWT, recaptcha }`.
 */
const JOIN_HEAD = '{"id":"j';
const JOIN_BEFORE_TRADE = `","type":"subscribe","payload":{"operationName":"JoinTrades","query":${JSON.stringify(compact(ops.JOIN_TRADES))},"variables":{"input":{"tradeIds":[`;
const JOIN_BEFORE_TOKEN = '],"hasCompliedToAntiRWT":true,"recaptcha":';
const JOIN_END = '}}}}';
/** A query's text on one line: its layout is for people, the join frame carries none (no string literals in it). */
function compact(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}
/** Text that may stand inside JSON quotes as it is (relay ids and captcha tokens always do). */
function plain(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 || c === 34 || c === 92) return false;
  }
  return true;
}
const quoted = (text: string) => (plain(text) ? `"${text}"` : JSON.stringify(text));

export type CsgorollClientOptions = {
  onSessionRenewed?: (cookie: string) => void;
  keepAliveMs?: number;
  maxRetryDelayMs?: number;
  /** Tokens for JoinTradesInput.recaptcha; joins go without one when absent. */
  captcha?: CaptchaTokens;
  webSocketImpl?: typeof WebSocket;
};

/**
 * One CSGORoll account: queries and mutations over HTTP, the feed and the joins over its own
 * graphql-transport-ws socket. A join goes over the socket when it is open (as every public
 * sniping client does) and over HTTP otherwise.
 */
export function createCsgorollClient(
  endpoints: CsgorollEndpoints,
  credentials: CsgorollCredentials,
  options: CsgorollClientOptions = {},
): CsgorollClient {
  const http = createHttpSession(endpoints, credentials, options.onSessionRenewed);
  let feed: ReturnType<typeof createFeed> | null = null;
  let warmTimer: NodeJS.Timeout | null = null;
  const socket = createSocket({
    url: endpoints.wsUrl,
    headers: () => {
      const cookie = http.cookieHeader();
      return { ...browserHeaders(endpoints), ...(cookie ? { cookie } : {}) };
    },
    keepAliveMs: options.keepAliveMs,
    maxRetryDelayMs: options.maxRetryDelayMs,
    onState: (state) => feed?.setState(state),
    onError: (error) => feed?.onSocketError(error),
    onUnauthorized: () => http.signIn(),
    webSocketImpl: options.webSocketImpl,
  });
  feed = createFeed(socket, () => http.signIn());

  /** Opens the socket once a session exists (credentials mode signs in first). */
  function open() {
    const ready = http.cookieHeader() ? Promise.resolve() : http.signIn();
    ready.then(
      () => socket.start(),
      (error: Error) => feed?.onSocketError(error),
    );
    if (!warmTimer) {
      warmTimer = setInterval(() => http.warm(), HTTP_WARM_MS);
      warmTimer.unref();
    }
  }

  async function currentUser(): Promise<CsgorollUser> {
    const data = await http.request<Data>({ operationName: 'CurrentUser', query: ops.CURRENT_USER });
    const user = field(data, 'currentUser');
    if (!user) throw new PlatformUnavailableError('CSGORoll answered without the current user.');
    return parseUser(user);
  }

  async function inventory(page: PageRequest = {}) {
    const data = await http.request<Data>({
      operationName: 'steamInventoryItems',
      query: ops.STEAM_INVENTORY_ITEMS,
      variables: { first: page.first ?? PAGE_SIZE, after: page.after ?? '', steamAppName: 'CSGO' },
    });
    return parseConnection(field(data, 'steamInventoryItems'), parseInventoryItem);
  }

  const oneTrade = (data: Data, root: string) => {
    const trade = parseTrade(field(field(data, root), 'trade'));
    if (!trade) throw new PlatformUnavailableError('CSGORoll answered without the trade.');
    return trade;
  };

  /** Set once the server refuses mutations on the socket (R's 2026 code says it stopped taking them). */
  let socketJoinsRefused = false;

  function joinOverHttp(input: Record<string, unknown>): Promise<CsgorollTrade[]> {
    return http
      .request<Data>({ operationName: 'JoinTrades', query: ops.JOIN_TRADES, variables: { input } })
      .then((data) => parseTrades(field(data, 'joinTrades')?.trades));
  }

  let joinCount = 0;

  /**
   * The join written on the open socket first, from the prebuilt pieces; the answer's promise and
   * handlers are made after the write. Null when the socket cannot take it (HTTP then).
   */
  function joinOverSocket(tradeIds: string[], recaptcha: string): Promise<CsgorollTrade[]> | null {
    if (socketJoinsRefused || !socket.isReady()) return null;
    const number = ++joinCount;
    let ids = tradeIds.length === 1 ? quoted(tradeIds[0]!) : '';
    for (let i = 0; tradeIds.length !== 1 && i < tradeIds.length; i++)
      ids += (i === 0 ? '' : ',') + quoted(tradeIds[i]!);
    const operation = socket.send(
      `j${number}`,
      JOIN_HEAD + number + JOIN_BEFORE_TRADE + ids + JOIN_BEFORE_TOKEN + quoted(recaptcha) + JOIN_END,
    );
    if (operation === null) return null;
    const input = { tradeIds, hasCompliedToAntiRWT: true, recaptcha };
    let settle: { resolve: (t: CsgorollTrade[]) => void; reject: (e: Error) => void } | null = null;
    const answer = new Promise<CsgorollTrade[]>((resolve, reject) => (settle = { resolve, reject }));
    operation.sink = {
      next(payload) {
        if (Array.isArray(payload.errors) && payload.errors.length)
          settle!.reject(mapGraphqlError(payload.errors[0]!));
        else settle!.resolve(parseTrades(field(payload.data, 'joinTrades')?.trades));
      },
      // An error frame means the operation never ran. A documented refusal is the answer; any
      // other (the socket does not take mutations) is retried once over HTTP, and joins stay there.
      error: (errors) => {
        const error = mapGraphqlError(errors[0] ?? {});
        if (!(error instanceof InvalidRequestError) && !(error instanceof PlatformUnavailableError))
          return settle!.reject(error);
        socketJoinsRefused = true;
        joinOverHttp(input).then(settle!.resolve, settle!.reject);
      },
    };
    operation.onClosed = () =>
      settle!.reject(
        new PlatformUnavailableError(
          'The connection closed before CSGORoll answered this join; check the trade before joining again.',
        ),
      );
    return answer;
  }

  /** Not async on purpose: over the socket the frame leaves before this returns. */
  function joinOnce(tradeIds: string[], recaptcha: string): Promise<CsgorollTrade[]> {
    return (
      joinOverSocket(tradeIds, recaptcha) ?? joinOverHttp({ tradeIds, hasCompliedToAntiRWT: true, recaptcha })
    );
  }

  return {
    sessionCookie: http.cookie,
    async signIn() {
      if (credentials.method === 'credentials') await http.signIn();
      return currentUser();
    },
    currentUser,
    inventory,
    async fullInventory() {
      const items: CsgorollInventoryItem[] = [];
      let after: string | null = null;
      for (let page = 0; page < MAX_INVENTORY_PAGES; page += 1) {
        const result = await inventory({ first: PAGE_SIZE, after });
        items.push(...result.items);
        if (!result.nextCursor) break;
        after = result.nextCursor;
      }
      return items;
    },
    async trades(filter: TradeListFilter = {}) {
      const data = await http.request<Data>({
        operationName: 'UserTradeList',
        query: ops.USER_TRADE_LIST,
        variables: {
          first: filter.first ?? PAGE_SIZE,
          after: filter.after ?? null,
          orderBy: ['ID_DESC'],
          status: filter.status ?? null,
          userId: filter.userId ?? null,
        },
      });
      return parseConnection(field(data, 'trades'), parseTrade);
    },
    joinTrades(tradeIds: string[]) {
      const captcha = options.captcha;
      const first = joinOnce(tradeIds, captcha?.take() ?? '');
      if (!captcha) return first;
      return first.catch(async (error: unknown) => {
        if (!(error instanceof CaptchaRequiredError)) throw error;
        return joinOnce(tradeIds, await captcha.fresh());
      });
    },
    async processTrade(tradeId: string) {
      const data = await http.request<Data>({
        operationName: 'ProcessTrade',
        query: ops.PROCESS_TRADE,
        variables: { input: { tradeId } },
      });
      return oneTrade(data, 'processTrade');
    },
    async createTrades(items: DepositRequest[]) {
      if (items.length === 0) throw new InvalidRequestError('Choose at least one item to list.');
      const data = await http.request<Data>({
        operationName: 'createTrades',
        query: ops.CREATE_TRADES,
        variables: {
          input: {
            tradeItemsList: items.map((i) => [
              { assetId: i.assetId, itemVariantId: i.itemVariantId, value: i.value },
            ]),
            trackByUniqueId: true,
            visualRecaptcha: null,
          },
        },
      });
      return parseTrades(field(data, 'createTrades')?.trades);
    },
    async cancelTrade(tradeId: string) {
      const data = await http.request<Data>({
        operationName: 'CancelTrade',
        query: ops.CANCEL_TRADE,
        variables: { input: { tradeId } },
      });
      return oneTrade(data, 'cancelTrade');
    },
    async updateSteamAccessToken(steamId: string, accessToken: string) {
      const data = await http.request<Data>({
        operationName: 'changeSteamAccessToken',
        query: ops.UPDATE_STEAM_ACCESS_TOKEN,
        variables: { input: { steamId, accessToken } },
      });
      if (field(data, 'updateSteamAccessToken')?.success !== true)
        throw new InvalidRequestError('CSGORoll did not accept the Steam access token.');
    },
    connect: open,
    subscribeListings(listeners) {
      const remove = feed!.add('listings', listeners);
      open();
      return remove;
    },
    subscribeAccount(listeners) {
      const remove = feed!.add('account', listeners);
      open();
      return remove;
    },
    async close() {
      if (warmTimer) clearInterval(warmTimer);
      warmTimer = null;
      socket.stop();
    },
  };
}
