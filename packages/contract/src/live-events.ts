/**
 * The owner's live events (GET /api/trading/events, `text/event-stream`, decision 028). Not a JSON
 * call, so no endpoint descriptor: the path and the event names are shared here. Each event's `data`
 * is JSON; `id` resumes a stream through the Last-Event-ID header.
 */
export const LIVE_EVENTS_PATH = '/events';

export const liveEventTypes = [
  'trade',
  'wallet',
  'credits',
  'sniping',
  'listing',
  'activity',
  'inventory',
  'wealth',
] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

/**
 * Sent (without an id) when the stream cannot replay what the client missed (the Last-Event-ID is no
 * longer known, or the server's own listening connection dropped): read everything again.
 */
export const LIVE_RESYNC_EVENT = 'resync';

/** `wallet`: every wallet CSGORoll reported for the account, after a change. */
export type LiveWalletEvent = {
  steam_id: string;
  wallets: { name: string; amount: number }[];
  main_balance: number;
  last_checked: string;
};

/** `wealth`: a wealth point was written (the hourly one, an account connected, wealth moved 1 %). */
export type LiveWealthEvent = { total_wealth: number; taken_at: string };

/** `credits`: the user's credit balance after a change. */
export type LiveCreditsEvent = { credits: number };

/** What happened to a listing: put on sale, relisted lower, joined by a buyer, sold, or taken off sale. */
export const listingChanges = ['created', 'relisted', 'joined', 'sold', 'cancelled'] as const;
export type ListingChange = (typeof listingChanges)[number];

/** `listing`: one of the account's listings changed (its items are in GET /inventory and GET /listings). */
export type LiveListingEvent = {
  steam_id: string;
  trade_id: string;
  change: ListingChange;
  status: string;
  /** The first item's market name (and how many more), for the dashboard's "Listing sold" toast. */
  item_name: string | null;
  /** The listing's total value in coins. */
  value: number | null;
};
