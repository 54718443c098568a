import type { GeneratedItem } from '../catalogue/generate-item';
import type { CsgorollTradeStatus } from '../types/csgoroll';

/** The sandbox market's own records; the GraphQL layer turns them into CSGORoll's shapes. */
export type SandboxUser = {
  id: string;
  email: string | null;
  password: string | null;
  steamId: string;
  displayName: string;
  avatar: string;
  level: number;
  wallets: { id: string; name: string; amount: number }[];
  inventory: SandboxInventoryItem[];
  /** Coins withdrawn today, against the daily withdrawal limit. */
  withdrawnToday: number;
  withdrawnOn: string;
  steamAccessToken: string | null;
  steamTradeUrl: string;
};

export type SandboxInventoryItem = GeneratedItem & {
  id: string;
  tradable: boolean;
  maxMarkupPercent: number;
  listedInTradeId: string | null;
};

export type SandboxTradeItem = GeneratedItem & { id: string; markupPercent: number; tradeValue: number };

export type SandboxTrade = {
  id: string;
  status: CsgorollTradeStatus;
  depositorId: string;
  withdrawerId: string | null;
  items: SandboxTradeItem[];
  totalValue: number;
  markupPercent: number;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
  /** Listings may be joined only after this moment (CSGORoll's canJoinAfter). */
  canJoinAfter: Date;
};

/** Thrown by the market; `message` is the text CSGORoll answers, which the client maps to types. */
export class SandboxMarketError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** CSGORoll's wording for the failures the sandbox reproduces. */
export const MARKET_ERRORS = {
  unauthenticated: ['UNAUTHENTICATED', 'You must be logged in to do that'],
  noLongerAvailable: ['TRADE_NOT_AVAILABLE', 'This trade is no longer available'],
  ownTrade: ['TRADE_NOT_JOINABLE', 'You cannot join your own trade'],
  notJoinableYet: ['TRADE_NOT_JOINABLE', 'This trade is not joinable yet'],
  dailyLimit: ['DAILY_WITHDRAWAL_LIMIT', 'You have reached your daily withdrawal limit'],
  balance: ['INSUFFICIENT_BALANCE', 'Insufficient balance'],
  itemNotFound: ['BAD_USER_INPUT', 'Item not found in your inventory'],
  itemNotTradable: ['BAD_USER_INPUT', 'This item is not tradable'],
  itemListed: ['BAD_USER_INPUT', 'This item is already listed'],
  markupTooHigh: ['BAD_USER_INPUT', 'The value exceeds the maximum markup for this item'],
  valueTooLow: ['BAD_USER_INPUT', 'The value is below the item value'],
  notDepositor: ['FORBIDDEN', 'Only the depositor can do that'],
  notCancellable: ['TRADE_NOT_AVAILABLE', 'This trade can no longer be cancelled'],
  notProcessable: ['TRADE_NOT_AVAILABLE', 'This trade cannot be processed now'],
  tokenRejected: ['BAD_USER_INPUT', 'The Steam access token is invalid or expired'],
} as const satisfies Record<string, readonly [string, string]>;

export function marketError(kind: keyof typeof MARKET_ERRORS): SandboxMarketError {
  const [code, message] = MARKET_ERRORS[kind];
  return new SandboxMarketError(code, message);
}
