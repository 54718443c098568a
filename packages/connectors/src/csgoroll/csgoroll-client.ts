import type {
  CsgorollClient,
  CsgorollCredentials,
  CsgorollInventoryItem,
  CsgorollUser,
  DepositRequest,
  PageRequest,
  TradeListFilter,
} from '../types/csgoroll';
import { InvalidRequestError } from '../types/errors';
import type { CsgorollEndpoints } from './endpoints';
import { createFeed } from './feed';
import { createHttpSession } from './http-session';
import * as ops from './operations';
import { parseConnection, parseInventoryItem, parseTrade, parseUser } from './parse';

type Data = Record<string, unknown>;
const field = (data: Data, key: string) => data[key] as Data;

/** Pages of 100 (CSGORoll's cap); a guard stops a server that never says "last page". */
const INVENTORY_PAGE_SIZE = 100;
const MAX_INVENTORY_PAGES = 100;

/** One CSGORoll account over GraphQL HTTP (queries, mutations) and graphql-transport-ws (feed). */
export function createCsgorollClient(
  endpoints: CsgorollEndpoints,
  credentials: CsgorollCredentials,
  options: { onSessionRenewed?: (cookie: string) => void; keepAliveMs?: number } = {},
): CsgorollClient {
  const http = createHttpSession(endpoints, credentials, options.onSessionRenewed);
  let userId: string | null = null;

  async function currentUser(): Promise<CsgorollUser> {
    const data = await http.request<Data>({ operationName: 'CurrentUser', query: ops.CURRENT_USER });
    const user = parseUser(field(data, 'currentUser'));
    userId = user.id;
    return user;
  }

  const feed = createFeed({
    wsUrl: endpoints.wsUrl,
    cookie: http.cookie,
    renewSession: http.signIn,
    userId: async () => userId ?? (await currentUser()).id,
    keepAliveMs: options.keepAliveMs,
  });

  async function inventory(page: PageRequest = {}) {
    const data = await http.request<Data>({
      operationName: 'SteamInventoryItems',
      query: ops.STEAM_INVENTORY_ITEMS,
      variables: { first: page.first ?? INVENTORY_PAGE_SIZE, after: page.after ?? null },
    });
    return parseConnection(field(data, 'steamInventoryItems'), parseInventoryItem);
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
        const result = await inventory({ first: INVENTORY_PAGE_SIZE, after });
        items.push(...result.items);
        if (!result.nextCursor) break;
        after = result.nextCursor;
      }
      return items;
    },
    async trades(filter: TradeListFilter = {}) {
      const data = await http.request<Data>({
        operationName: 'TradeList',
        query: ops.TRADE_LIST,
        variables: {
          first: filter.first ?? 50,
          after: filter.after ?? null,
          statuses: filter.statuses ?? null,
          userId: filter.userId ?? null,
        },
      });
      return parseConnection(field(data, 'trades'), parseTrade);
    },
    async joinTrades(tradeIds: string[]) {
      const data = await http.request<Data>({
        operationName: 'JoinTrades',
        query: ops.JOIN_TRADES,
        variables: { input: { tradeIds, hasCompliedToAntiRWT: true } },
      });
      return ((field(data, 'joinTrades')?.trades as Data[]) ?? []).map(parseTrade);
    },
    async processTrade(tradeId: string) {
      const data = await http.request<Data>({
        operationName: 'ProcessTrade',
        query: ops.PROCESS_TRADE,
        variables: { input: { tradeId } },
      });
      return parseTrade(field(field(data, 'processTrade'), 'trade'));
    },
    async createTrades(items: DepositRequest[]) {
      if (items.length === 0) throw new InvalidRequestError('Choose at least one item to list.');
      const data = await http.request<Data>({
        operationName: 'CreateTrades',
        query: ops.CREATE_TRADES,
        variables: { input: { tradeItems: items } },
      });
      return ((field(data, 'createTrades')?.trades as Data[]) ?? []).map(parseTrade);
    },
    async cancelTrade(tradeId: string) {
      const data = await http.request<Data>({
        operationName: 'CancelTrade',
        query: ops.CANCEL_TRADE,
        variables: { input: { tradeId } },
      });
      return parseTrade(field(field(data, 'cancelTrade'), 'trade'));
    },
    async updateSteamAccessToken(accessToken: string) {
      await http.request<Data>({
        operationName: 'UpdateSteamAccessToken',
        query: ops.UPDATE_STEAM_ACCESS_TOKEN,
        variables: { input: { accessToken } },
      });
    },
    subscribe: (listeners) => feed.add(listeners),
    async close() {
      feed.close();
    },
  };
}
