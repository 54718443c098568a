import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { priceSources } from './reference-prices';
import { steamIdSchema } from './trading-accounts';

/** The overview's periods (trading-dashboard.md section 4); the wealth chart defaults to 30d. */
export const overviewPeriods = ['1d', '7d', '30d', '90d', 'all'] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];

export const tradeActions = ['Deposit', 'Withdraw', 'Completed'] as const;
export type TradeAction = (typeof tradeActions)[number];

/** Most trades one call answers: the statistics fetch asks for 1000 (section 9). */
export const TRADES_LIMIT_MAX = 1000;
/** Activities per page (section 9). */
export const ACTIVITY_PAGE_SIZE = 20;

const money = z.number();

export const tradeSticker = z.object({
  sticker_name: z.string().nullable(),
  sticker_price: z.number().nullable(),
  sticker_icon_url: z.string().nullable(),
});

export const tradeItem = z.object({
  market_name: z.string(),
  icon_url: z.string().nullable(),
  item_variant_brand: z.string().nullable(),
  item_variant_name: z.string().nullable(),
  item_variant_color: z.string().nullable(),
  item_variant_id: z.string().nullable(),
  rarity: z.string().nullable(),
  min_wear_float: z.number().nullable(),
  max_wear_float: z.number().nullable(),
  max_markup: z.number().nullable(),
  stickers: z.array(tradeSticker),
  stickers_cost: z.number(),
  unique_item_identifier: z.string().nullable(),
  steam_asset_id: z.string().nullable(),
  coin_value: money,
  markup: z.number(),
});

export const trade = z.object({
  trade_id: z.string(),
  email: z.string(),
  steam_id: z.string(),
  action: z.enum(tradeActions),
  source: z.string(),
  credits_used: money,
  profit: money.nullable(),
  estimated_profit: money.nullable(),
  estimated_buy_price: money.nullable(),
  /** Coins: the item's reference price when the trade was made (issue 26); null: no reference. */
  reference_value: money.nullable(),
  /** The price as a percent of that reference; null without one. */
  reference_percent: z.number().nullable(),
  timestamp: z.string(),
  withdraw_trade_id: z.string().nullable(),
  /**
   * A withdrawal and the auto-deposit sale that closed it name each other (decision 031): the
   * sale carries the realised profit, the closed withdrawal no longer an estimate.
   */
  linked_trade_id: z.string().nullable(),
  item: tradeItem,
});
export type Trade = z.infer<typeof trade>;

/** Query numbers arrive as text; a non-number is a 422 with the field named, never a 500. */
const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const listTrades = defineEndpoint({
  method: 'GET',
  path: '/trades',
  api: 'trading',
  auth: 'user',
  summary: "The caller's trades in a period, newest first",
  query: z.strictObject({
    period: z.enum(overviewPeriods).default('30d'),
    /** 0 and -1 both mean "as many as allowed" (up to 1000); the SPA sends 0 and falls back to -1. */
    limit: queryInt(-1, TRADES_LIMIT_MAX).default(0),
    action: z.enum(tradeActions).optional(),
    steam_id: steamIdSchema.optional(),
  }),
  response: z.object({ trades: z.array(trade) }),
});

export const activity = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  timestamp: z.string(),
  steam_id: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type Activity = z.infer<typeof activity>;

export const listActivity = defineEndpoint({
  method: 'GET',
  path: '/activity',
  api: 'trading',
  auth: 'user',
  summary: "The caller's activity feed, newest first, 20 a page",
  query: z.strictObject({
    page: queryInt(1, 100_000).default(1),
    limit: queryInt(1, 100).default(ACTIVITY_PAGE_SIZE),
    type: z.string().max(40).optional(),
    steam_id: steamIdSchema.optional(),
  }),
  response: z.object({ activities: z.array(activity), total_pages: z.number().int() }),
});

/** Section 3's inventory item; `account_id` is the account's Steam id. */
export const inventoryItem = z.object({
  account_id: z.string(),
  account_name: z.string(),
  account_label: z.string().nullable(),
  account_avatar: z.string().nullable(),
  steamExternalAssetId: z.string(),
  platform: z.enum(['csgoroll', 'steam']),
  source: z.enum(['marketplace', 'steam']),
  /**
   * Who priced the item (decision 030): CSGORoll's value or the reference source; null when nobody
   * prices it (its value 0 is then no price). Absent in snapshots taken before it existed.
   */
  price_source: z.enum(priceSources).nullable().optional(),
  tradable: z.boolean(),
  isProtected: z.boolean(),
  protectedStatus: z.string(),
  listingInfo: z.object({ isListed: z.boolean(), currentMarkup: z.number().nullable() }),
  maxMarkupPercent: z.number().nullable(),
  steamInspectItem: z.object({ paintWear: z.number().nullable() }),
  steamStickersDescriptions: z.array(
    z.object({
      itemVariantId: z.string().nullable(),
      imageUrl: z.string().nullable(),
      name: z.string(),
      brand: z.string().nullable(),
    }),
  ),
  itemVariant: z.object({
    name: z.string(),
    brand: z.string(),
    color: z.string().nullable(),
    value: z.number(),
    rarity: z.string().nullable(),
    iconUrl: z.string(),
    stattrak: z.boolean(),
    souvenir: z.boolean(),
    externalId: z.string(),
  }),
});
export type InventoryItem = z.infer<typeof inventoryItem>;

export const getInventory = defineEndpoint({
  method: 'GET',
  path: '/inventory',
  api: 'trading',
  auth: 'user',
  summary: "The latest inventory snapshot of each of the caller's accounts",
  response: z.object({
    inventory: z.array(inventoryItem),
    listings: z.array(inventoryItem),
    protected_withdrawals: z.array(inventoryItem),
  }),
});

/** Minutes an account's inventory stays fresh: a refresh inside it skips the account. */
export const INVENTORY_REFRESH_INTERVAL_MINUTES = 10;

export const refreshInventory = defineEndpoint({
  method: 'POST',
  path: '/inventory/refresh',
  api: 'trading',
  auth: 'user',
  summary: 'Re-reads the inventories that are due; 429 with next_update_in (minutes) when none is',
  response: z.object({
    updated_accounts: z.array(z.string()),
    skipped_accounts: z.array(z.string()),
    failed_accounts: z.array(z.string()),
  }),
});

export const wealthSummary = z.object({
  total_wealth: z.number(),
  skins_value: z.number(),
  available_balance: z.number(),
  protected_balance: z.number(),
  total_wealth_including_protected: z.number(),
  item_count: z.number().int(),
  tradable_count: z.number().int(),
  account_count: z.number().int(),
});
export type WealthSummary = z.infer<typeof wealthSummary>;

export const getWealthSummary = defineEndpoint({
  method: 'GET',
  path: '/wealth/summary',
  api: 'trading',
  auth: 'user',
  summary: "The caller's wealth now, from balances and the latest inventory snapshots",
  response: wealthSummary,
});

export const wealthPoint = z.object({
  timestamp: z.string(),
  total_wealth: z.number(),
  total_wealth_including_protected: z.number(),
  skins_value: z.number(),
  available_balance: z.number(),
  protected_balance: z.number(),
  accounts_data: z.array(
    z.object({
      steam_id: z.string(),
      available_balance: z.number(),
      skins_value: z.number(),
      protected_balance: z.number(),
    }),
  ),
});
export type WealthPoint = z.infer<typeof wealthPoint>;

export const getWealthHistory = defineEndpoint({
  method: 'GET',
  path: '/wealth/history',
  api: 'trading',
  auth: 'user',
  summary: "The caller's wealth points of a period, oldest first, thinned per section 9",
  query: z.strictObject({ period: z.enum(overviewPeriods).default('30d') }),
  response: z.array(wealthPoint),
});
