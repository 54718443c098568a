/**
 * What the CSGORoll client exposes. Field names follow CSGORoll's GraphQL schema (camelCase) so a
 * reader can hold them against the platform; values are in CSGORoll coins (decimals).
 */

/** How an account signs in: a browser `session` cookie, or e-mail and password via /auth/local. */
export type CsgorollCredentials =
  { method: 'cookie'; cookie: string } | { method: 'credentials'; email: string; password: string };

export type CsgorollWallet = { id: string; name: string; amount: number };

export type CsgorollUser = {
  id: string;
  steamId: string | null;
  displayName: string;
  avatar: string | null;
  level: number;
  wallets: CsgorollWallet[];
};

export type CsgorollItemVariant = {
  id: string;
  name: string;
  brand: string;
  color: string | null;
  rarity: string | null;
  iconUrl: string;
  value: number;
  externalId: string;
};

export type CsgorollSticker = {
  itemVariantId: string | null;
  name: string;
  brand: string | null;
  imageUrl: string;
  value: number | null;
  wear: number | null;
};

export type CsgorollInventoryItem = {
  id: string;
  steamExternalAssetId: string;
  tradable: boolean;
  paintWear: number | null;
  stickers: CsgorollSticker[];
  itemVariant: CsgorollItemVariant;
  /** Highest markup CSGORoll accepts when this item is listed, in percent. */
  maxMarkupPercent: number;
};

export type CsgorollTradeStatus =
  | 'LISTED'
  | 'JOINED'
  | 'PROCESSING'
  | 'COMPLETED'
  | 'COMPLETED_PROTECTED'
  | 'COOLDOWN'
  | 'CANCELLED'
  | 'EXPIRED';

export const CSGOROLL_TRADE_STATUSES: readonly CsgorollTradeStatus[] = [
  'LISTED',
  'JOINED',
  'PROCESSING',
  'COMPLETED',
  'COMPLETED_PROTECTED',
  'COOLDOWN',
  'CANCELLED',
  'EXPIRED',
];

export type CsgorollTradeItem = {
  id: string;
  marketName: string;
  value: number;
  markupPercent: number;
  steamExternalAssetId: string | null;
  paintWear: number | null;
  stickers: CsgorollSticker[];
  itemVariant: CsgorollItemVariant;
};

export type CsgorollTradeParty = { id: string; steamId: string | null; displayName: string };

export type CsgorollTrade = {
  id: string;
  status: CsgorollTradeStatus;
  /** What the withdrawer pays, coins, markup included. */
  totalValue: number;
  markupPercent: number;
  createdAt: string;
  updatedAt: string;
  expiresAt: string | null;
  depositor: CsgorollTradeParty | null;
  withdrawer: CsgorollTradeParty | null;
  /** Steam trade URL the depositor sends the item to, once joined. */
  withdrawerSteamTradeUrl: string | null;
  tradeItems: CsgorollTradeItem[];
  avgPaintWear: number | null;
  hasStickers: boolean;
};

export type Page<T> = { items: T[]; nextCursor: string | null };

export type PageRequest = { first?: number; after?: string | null };

export type TradeListFilter = PageRequest & {
  statuses?: CsgorollTradeStatus[];
  /** Only trades of this user (as depositor or withdrawer); all public listings when absent. */
  userId?: string;
};

/** One listing to create: the asset and the price asked, coins. */
export type DepositRequest = { steamExternalAssetId: string; value: number };

export type FeedConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** Listeners for the live feed; each optional. A listener's exception never stops the feed. */
export type CsgorollFeedListeners = {
  /** New listings, as soon as their frame is parsed (the sniping hot path). */
  onNewTrades?: (trades: CsgorollTrade[], receivedAt: number) => void;
  /** A trade this account is part of changed status. */
  onTradeUpdate?: (trade: CsgorollTrade) => void;
  onWalletUpdate?: (wallet: CsgorollWallet) => void;
  onConnectionState?: (state: FeedConnectionState) => void;
  onError?: (error: Error) => void;
};

export type CsgorollClient = {
  /** The current `session` cookie, which the caller stores encrypted; changes after a renewal. */
  readonly sessionCookie: () => string | null;
  /** Signs in with e-mail and password (credentials mode) or checks the cookie (cookie mode). */
  signIn(): Promise<CsgorollUser>;
  currentUser(): Promise<CsgorollUser>;
  inventory(page?: PageRequest): Promise<Page<CsgorollInventoryItem>>;
  /** Every inventory page, followed until the end. */
  fullInventory(): Promise<CsgorollInventoryItem[]>;
  trades(filter?: TradeListFilter): Promise<Page<CsgorollTrade>>;
  /** Withdraw: join one or more listings. Throws NoLongerAvailable, NotJoinable, DailyWithdrawalLimit. */
  joinTrades(tradeIds: string[]): Promise<CsgorollTrade[]>;
  /** Depositor confirms a joined trade and will send the Steam offer. */
  processTrade(tradeId: string): Promise<CsgorollTrade>;
  /** Deposit: list items at the given values. */
  createTrades(items: DepositRequest[]): Promise<CsgorollTrade[]>;
  cancelTrade(tradeId: string): Promise<CsgorollTrade>;
  /** CSGORoll tracks Steam offers only with a fresh Steam web access token. */
  updateSteamAccessToken(accessToken: string): Promise<void>;
  /** Opens (or shares) the WebSocket feed; the returned function removes these listeners. */
  subscribe(listeners: CsgorollFeedListeners): () => void;
  /** Closes the feed socket cleanly; the client may not be used afterwards. */
  close(): Promise<void>;
};
