import type { GeneratedItem } from '../catalogue/generate-item';
import type { CsgorollTradeStatus } from '../types/csgoroll';

/** The sandbox market's own records; the GraphQL layer turns them into CSGORoll's shapes. */
export type SandboxWallet = { id: string; name: string; amount: number; currency: string };

export type SandboxUser = {
  /** Relay id `User:<n>`. */
  id: string;
  email: string | null;
  password: string | null;
  steamId: string;
  displayName: string;
  avatar: string;
  level: number;
  /** MAIN first (the spendable coins), then GEMSTONE and GEMSTONE_SHINY. */
  wallets: SandboxWallet[];
  /** Coins put aside with stashUnstashBalance. */
  stashed: number;
  inventory: SandboxInventoryItem[];
  /** Items won from boxes, sold back with createExchange. */
  userItems: SandboxUserItem[];
  lastFreeBoxAt: Date | null;
  /** Coins withdrawn today, against `dailyWithdrawLimit`. */
  withdrawnToday: number;
  withdrawnOn: string;
  dailyWithdrawLimit: number;
  /** CSGORoll's flags that pick which join time applies (section 8 of the reference). */
  trader: boolean;
  suspectedTrader: boolean;
  steamAccessToken: string | null;
  steamAccessTokenExpiresAt: Date | null;
  steamTradeUrl: string;
  promoCode: string | null;
};

export type SandboxInventoryItem = GeneratedItem & {
  /** Relay id `SteamExternalAsset:<n>`: CSGORoll's handle, not the Steam assetid. */
  externalAssetId: string;
  tradable: boolean;
  maxMarkupPercent: number;
  listedInTradeId: string | null;
};

export type SandboxUserItem = {
  id: string;
  status: 'AVAILABLE' | 'REQUESTED' | 'EXCHANGED';
  item: GeneratedItem;
};

export type SandboxTradeItem = GeneratedItem & {
  id: string;
  externalAssetId: string;
  markupPercent: number;
  tradeValue: number;
};

export type SandboxCancelReason = 'USER_CANCELLED' | 'DEPOSITOR_TIMEOUT' | 'STEAM_OFFER_TIMEOUT';

export type SandboxTrade = {
  /** Relay id `Trade:<n>`. */
  id: string;
  status: CsgorollTradeStatus;
  cancelReason: SandboxCancelReason | null;
  depositorId: string;
  withdrawerId: string | null;
  items: SandboxTradeItem[];
  totalValue: number;
  markupPercent: number;
  customValue: boolean;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  joinedAt: Date | null;
  /** When ordinary users may join; null means at once (CSGORoll's canJoinAfter). */
  canJoinAfter: Date | null;
  /** When accounts flagged as suspected traders may join. */
  suspectedTraderCanJoinAfter: Date;
  depositorLastActiveAt: Date;
};

/** Thrown by the market; `message` is the text CSGORoll answers, which clients match on. */
export class SandboxMarketError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * The failures the sandbox reproduces. Messages that public clients match carry the documented
 * wording (reference section 10); the `extensions.code` values are ours, as no client reads one.
 */
export const MARKET_ERRORS = {
  unauthenticated: ['UNAUTHENTICATED', 'unauthenticated'],
  noLongerAvailable: ['TRADE_NOT_AVAILABLE', 'This withdrawal is no longer available'],
  notJoinable: ['TRADE_NOT_JOINABLE', 'This trade is not joinable'],
  dailyLimit: ['DAILY_WITHDRAWAL_LIMIT', 'This withdrawal exceeds your daily withdrawal limit'],
  captcha: [
    'CAPTCHA_REQUIRED',
    'Captcha verification failed. If you are browsing in incognito mode, please disable it and try again',
  ],
  balance: ['INSUFFICIENT_BALANCE', 'Insufficient balance'],
  notCancellable: ['TRADE_NOT_CANCELLABLE', 'This trade cannot be cancelled in its current state'],
  itemListed: ['ITEM_IN_ACTIVE_TRADE', 'This item is currently included in active trades'],
  itemNotFound: ['BAD_USER_INPUT', 'Item not found in your inventory'],
  itemNotTradable: ['BAD_USER_INPUT', 'This item is not tradable'],
  markupTooHigh: ['BAD_USER_INPUT', 'The value exceeds the maximum markup for this item'],
  valueTooLow: ['BAD_USER_INPUT', 'The value is below the item value'],
  notDepositor: ['FORBIDDEN', 'Only the depositor can do that'],
  notProcessable: ['TRADE_NOT_PROCESSABLE', 'This trade cannot be processed in its current state'],
  tokenRejected: ['BAD_USER_INPUT', 'The Steam access token is invalid or expired'],
  steamIdMismatch: ['BAD_USER_INPUT', 'This Steam account is not linked to your account'],
  forbidden: ['FORBIDDEN', 'Forbidden'],
  badInput: ['BAD_USER_INPUT', 'Invalid input'],
  boxNotAvailable: ['BAD_USER_INPUT', 'This box cannot be opened yet'],
  promoCodeInvalid: ['BAD_USER_INPUT', 'This promo code does not exist'],
} as const satisfies Record<string, readonly [string, string]>;

type MarketErrorKind = keyof typeof MARKET_ERRORS;

export function marketError(kind: MarketErrorKind): SandboxMarketError {
  const [code, message] = MARKET_ERRORS[kind];
  return new SandboxMarketError(code, message);
}
