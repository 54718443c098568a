/**
 * What the CSGORoll client exposes. Field names follow CSGORoll's GraphQL schema (camelCase) so a
 * reader can hold them against the platform; values are in CSGORoll coins (decimals).
 */

/**
 * How an account signs in: a pasted browser cookie, or e-mail and password via /auth/local. The
 * cookie may be pasted as the bare `session` value, as `session=<value>`, or as a whole Cookie
 * header (`session=...; cf_clearance=...`); every cookie given is sent along.
 */
export type CsgorollCredentials =
  { method: 'cookie'; cookie: string } | { method: 'credentials'; email: string; password: string };

/** MAIN holds the spendable coins; GEMSTONE and GEMSTONE_SHINY sit beside it. */
export type CsgorollWallet = { id: string; name: string; amount: number; currency?: string };

export type CsgorollUser = {
  /** Relay id (`User:<n>` in base64). */
  id: string;
  steamId: string | null;
  displayName: string;
  avatar: string | null;
  level: number;
  wallets: CsgorollWallet[];
  /** Coins this account may withdraw per day; null when CSGORoll does not say. */
  dailyWithdrawLimit: number | null;
  /** When the Steam web API token CSGORoll holds expires (it tracks deposit offers with it). */
  steamAccessTokenExpiresAt: string | null;
};

export type CsgorollItemVariant = {
  /** Relay id `ItemVariant:<n>`: what createTrades takes as itemVariantId. */
  id: string;
  /** Finish, e.g. `Gamma Doppler Phase 1`; empty for vanilla knives and cases. */
  name: string;
  /** Weapon with its prefixes: `★ Bowie Knife`, `StatTrak™ FAMAS`. */
  brand: string;
  /** The exterior text (`Field-Tested`), or the sticker finish; null for vanilla knives and cases. */
  color: string | null;
  /** Lower-case rarity: `covert`, `mil-spec`, ... */
  rarity: string | null;
  iconUrl: string;
  /** Base value in coins, without markup. */
  value: number;
  /** The Steam market hash name. */
  externalId: string;
};

export type CsgorollSticker = {
  name: string;
  brand: string | null;
  color: string | null;
  imageUrl: string | null;
  value: number | null;
  /** 0 = unscraped. */
  wear: number | null;
};

export type CsgorollInventoryItem = {
  /** CSGORoll's handle for the asset (`SteamExternalAsset:<n>`), as listings name it. */
  steamExternalAssetId: string;
  /** The Steam assetid: what createTrades and the Steam offer take. */
  assetId: string;
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
  /** The Steam market hash name (equals itemVariant.externalId). */
  marketName: string;
  /** What this item costs the withdrawer, coins, markup included. */
  value: number;
  markupPercent: number;
  /** CSGORoll's handle for the asset; map it to a Steam assetid through the inventory. */
  steamExternalAssetId: string | null;
  stickers: CsgorollSticker[];
  /** Null when CSGORoll sent the item without its variant (it happens in the feed). */
  itemVariant: CsgorollItemVariant | null;
};

export type CsgorollTradeParty = { id: string; steamId: string | null; displayName: string };

/**
 * One trade, as the listing feed, the trade lists and the mutations answer it. A listing in the
 * feed is a trade with status LISTED, `depositor: null` and `withdrawer: null`. All times are
 * ISO-8601 strings; values are CSGORoll coins.
 *
 * Joining: a join before the time that applies to the account (`canJoinAfter` for ordinary
 * accounts, `suspectedTraderCanJoinAfter` for accounts CSGORoll flags as suspected traders) is
 * refused as not joinable; `canJoinAfter: null` means no wait. `canJoin` is CSGORoll's own answer
 * for the signed-in account at the moment the frame was built.
 */
export type CsgorollTrade = {
  /** Relay id `Trade:<n>`; ids rise over time. */
  id: string;
  status: CsgorollTradeStatus;
  /** Why a CANCELLED trade ended; USER_CANCELLED when its depositor cancelled it. */
  cancelReason: string | null;
  /** What the withdrawer pays, coins, markup included (the sum of the items' values). */
  totalValue: number;
  markupPercent: number;
  /** True when the depositor set the price (a markup other than 0). */
  customValue: boolean;
  createdAt: string;
  updatedAt: string;
  /** About 48 h after createdAt for a listing. */
  expiresAt: string | null;
  joinedAt: string | null;
  canJoinAfter: string | null;
  suspectedTraderCanJoinAfter: string | null;
  canJoin: boolean | null;
  depositorLastActiveAt: string | null;
  depositor: CsgorollTradeParty | null;
  withdrawer: CsgorollTradeParty | null;
  /** Steam trade URL the depositor sends the item to, once the trade is PROCESSING. */
  withdrawerSteamTradeUrl: string | null;
  tradeItems: CsgorollTradeItem[];
  avgPaintWear: number | null;
  hasStickers: boolean;
};

export type Page<T> = { items: T[]; nextCursor: string | null };

/** `first` up to 250, as public clients ask. */
export type PageRequest = { first?: number; after?: string | null };

export type TradeListFilter = PageRequest & {
  status?: CsgorollTradeStatus;
  /** Only trades of this user (as depositor or withdrawer); all public listings when absent. */
  userId?: string;
};

/** One listing to create: the Steam asset, its variant and the price asked, coins. */
export type DepositRequest = { assetId: string; itemVariantId: string; value: number };

export type FeedConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** What every listener of a client's socket may hear. A listener's exception never stops the feed. */
export type CsgorollConnectionListeners = {
  onConnectionState?: (state: FeedConnectionState) => void;
  onError?: (error: Error) => void;
};

/**
 * A listing as the sniping decision reads it, scanned from the feed frame's text without parsing the
 * frame (issue 30). Laid out as the engine's `Listing` (packages/engine/src/listing.ts, its mapping
 * table): times in epoch ms, items without a variant dropped, each item's wear the trade's
 * `avgPaintWear`, the market name falling back to the variant's `externalId`.
 */
export type CsgorollListingScan = {
  id: string;
  status: CsgorollTradeStatus;
  createdAt: number;
  canJoinAfter: number | null;
  suspectedTraderCanJoinAfter: number | null;
  expiresAt: number | null;
  totalValue: number;
  markupPercent: number;
  items: CsgorollListingScanItem[];
};

export type CsgorollListingScanItem = {
  marketName: string;
  /** itemVariant.name (the finish). */
  name: string;
  brand: string;
  /** itemVariant.color (the exterior). */
  exterior: string | null;
  rarity: string | null;
  /** itemVariant.value. */
  baseValue: number;
  value: number;
  paintWear: number | null;
  /** Not in the feed: always null. */
  patternPercent: null;
  stickers: CsgorollListingScanSticker[];
};

export type CsgorollListingScanSticker = { name: string; value: number | null; wear: number | null };

/** The listing feed: one per worker, on one account's socket. */
export type CsgorollListingListeners = CsgorollConnectionListeners & {
  /**
   * New listings read from the frame's text before anything else (the sniping hot path), when the
   * scan could read the whole frame; `onNewTrades` still follows with the parsed trades, later.
   */
  onListingScan?: (listings: CsgorollListingScan[], receivedAt: number) => void;
  /**
   * New listings, parsed. For a frame already handed to `onListingScan` this comes after the
   * current turn of the event loop (the parse stays off the hot path); otherwise at once.
   */
  onNewTrades?: (trades: CsgorollTrade[], receivedAt: number) => void;
};

/** One account's own updates: every account's socket carries these and nothing else. */
export type CsgorollAccountListeners = CsgorollConnectionListeners & {
  /** A trade this account is part of changed status. */
  onTradeUpdate?: (trade: CsgorollTrade) => void;
  onWalletUpdate?: (wallet: CsgorollWallet) => void;
};

export type CsgorollFeedListeners = CsgorollListingListeners & CsgorollAccountListeners;

export type CsgorollClient = {
  /**
   * What the caller stores encrypted and hands back as a cookie credential: the Cookie header this
   * client sends (`session=...`, plus any Cloudflare cookies pasted with it); changes after a
   * renewal. Null before a credentials-mode sign-in.
   */
  readonly sessionCookie: () => string | null;
  /** Signs in with e-mail and password (credentials mode) or checks the cookie (cookie mode). */
  signIn(): Promise<CsgorollUser>;
  currentUser(): Promise<CsgorollUser>;
  inventory(page?: PageRequest): Promise<Page<CsgorollInventoryItem>>;
  /** Every inventory page, followed until the end. */
  fullInventory(): Promise<CsgorollInventoryItem[]>;
  trades(filter?: TradeListFilter): Promise<Page<CsgorollTrade>>;
  /**
   * Withdraw: join one or more listings, over the open socket (HTTP when it is not open), with a
   * captcha token from the client's pool. A join refused for its captcha is retried once with a
   * fresh token. Throws NoLongerAvailable, NotJoinable, DailyWithdrawalLimit, CaptchaRequired.
   */
  joinTrades(tradeIds: string[]): Promise<CsgorollTrade[]>;
  /** Depositor confirms a joined trade and will send the Steam offer. */
  processTrade(tradeId: string): Promise<CsgorollTrade>;
  /** Deposit: list items at the given values, one trade per item. Throws AlreadyListed. */
  createTrades(items: DepositRequest[]): Promise<CsgorollTrade[]>;
  /** Throws NotCancellable once the listing was joined. */
  cancelTrade(tradeId: string): Promise<CsgorollTrade>;
  /**
   * CSGORoll tracks deposit offers with the account's Steam web API token: the `webapi_token`
   * (SteamClient.webApiToken) of the Steam account with this SteamID64.
   */
  updateSteamAccessToken(steamId: string, accessToken: string): Promise<void>;
  /** Opens the socket now (without listeners), so the first join does not pay for a connection. */
  connect(): void;
  /**
   * Subscribes the socket to every new listing (`OnCreateTrade`); a worker asks this of one account
   * only. The returned function removes these listeners (the last one completes the subscription).
   */
  subscribeListings(listeners: CsgorollListingListeners): () => void;
  /**
   * Subscribes the socket to this account's own trade updates and wallet changes
   * (`OnUpdateUserTrade`, `OnUpdateWallet`), never to the listing feed.
   */
  subscribeAccount(listeners: CsgorollAccountListeners): () => void;
  /** Closes the feed socket cleanly; the client may not be used afterwards. */
  close(): Promise<void>;
};
