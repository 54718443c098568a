import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * One item the caller has on sale on CSGORoll (issue 25): the Listings view. `next_decay` is what
 * the next auto-deposit run does to an unsold listing (one step lower, never below `floor_percent`);
 * null when auto-deposit is off for the account or the listing is already at its floor.
 */
export const accountListing = z.object({
  trade_id: z.string(),
  steam_id: z.string(),
  account_name: z.string(),
  account_label: z.string().nullable(),
  asset_id: z.string(),
  name: z.string(),
  brand: z.string(),
  icon_url: z.string(),
  /** LISTED (can be cancelled or relisted), JOINED or PROCESSING (a buyer is on it). */
  status: z.string(),
  /** Coins asked, markup included. */
  price: z.number(),
  /** The item's base value in coins. */
  base_value: z.number(),
  markup_percent: z.number(),
  listed_at: z.string().nullable(),
  floor_percent: z.number().nullable(),
  next_decay: z.object({ at: z.string().nullable(), markup_percent: z.number() }).nullable(),
});
export type AccountListing = z.infer<typeof accountListing>;

export const listListings = defineEndpoint({
  method: 'GET',
  path: '/listings',
  api: 'trading',
  auth: 'user',
  summary: "Every item the caller's accounts have on sale on CSGORoll, newest first",
  response: z.object({ listings: z.array(accountListing) }),
});

export const listingParams = z.strictObject({
  trade_id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9:=_-]+$/, 'must be a CSGORoll trade id'),
});

export const cancelListing = defineEndpoint({
  method: 'POST',
  path: '/listings/:trade_id/cancel',
  api: 'trading',
  auth: 'user',
  summary: "Takes one of the caller's listings off sale (status LISTED only)",
  params: listingParams,
  response: z.object({ message: z.string() }),
});

export const relistListing = defineEndpoint({
  method: 'POST',
  path: '/listings/:trade_id/relist',
  api: 'trading',
  auth: 'user',
  summary: "Relists one of the caller's listings now, one decay step lower (never below its floor)",
  params: listingParams,
  response: z.object({ message: z.string(), listing: accountListing }),
});
