import type { CsgorollSettings } from '@skinpilot/domain';
import { roundToCents } from './credits';

/**
 * Auto-deposit pricing (issue 16; the rule is written down in docs/decisions/017): which of an
 * account's items a run lists on CSGORoll, at what markup, and which unsold listings it relists
 * lower. Pure: the worker's auto-deposit job reads the inventory and the open listings, calls
 * `planDepositRun`, and does what the plan says.
 *
 * - An item's "value" is its base value in coins, before markup (CSGORoll's itemVariant.value);
 *   auto_deposit_min_value..auto_deposit_max_value (max optional) bound it, both ends included.
 * - Strategies: fixed = auto_deposit_fixed_markup; conditional = auto_deposit_conditional_markup
 *   for an item worth more than auto_deposit_conditional_threshold coins, else the fixed markup;
 *   max = the item's max markup; percentage_of_max = that percentage of the item's max markup.
 *   Whatever the strategy, a markup never exceeds the item's max markup (CSGORoll refuses it).
 * - Markup decay: a listing still unsold at a later run is relisted one step
 *   (DEPOSIT_MARKUP_DECAY_STEP percentage points) lower, never below the item's floor, which is half
 *   the strategy's markup for that item (`depositMarkupFloor`). A listing at its floor stays as it is.
 * - At most auto_deposit_max_items_per_run new items per run, the most valuable first; relisting an
 *   already listed item does not add an item to the market and is not counted.
 * - Reference floor (auto_deposit_reference_floor, off by default): an item whose reference price
 *   is known is never listed or relisted below it: the markup is raised to reach the reference (up
 *   to the item's max markup), and an item whose max markup cannot reach it is not listed
 *   (`below_reference`). An item with no reference is priced as without the floor.
 */
export type DepositPricing = Pick<
  CsgorollSettings,
  | 'auto_deposit_min_value'
  | 'auto_deposit_max_value'
  | 'auto_deposit_markup_strategy'
  | 'auto_deposit_fixed_markup'
  | 'auto_deposit_conditional_markup'
  | 'auto_deposit_conditional_threshold'
  | 'auto_deposit_percentage_of_max'
  | 'auto_deposit_max_items_per_run'
> &
  Partial<Pick<CsgorollSettings, 'auto_deposit_reference_floor'>>;

/** An item of the account's CSGORoll inventory, as the run sees it. */
export type DepositCandidate = {
  /** The Steam assetid (what createTrades and the Steam offer take). */
  assetId: string;
  itemVariantId: string;
  marketName: string;
  tradable: boolean;
  /** Base value in coins, before markup. */
  value: number;
  /** Highest markup CSGORoll accepts for this item, percent. */
  maxMarkupPercent: number;
  /** The item's reference price in coins, when a source prices it (for the reference floor). */
  reference?: number | null;
};

/** One of our listings still open on CSGORoll (status LISTED). */
export type OpenDepositListing = {
  tradeId: string;
  assetId: string;
  markupPercent: number;
};

export type DepositListingPlan = {
  assetId: string;
  itemVariantId: string;
  marketName: string;
  /** Coins asked, markup included: what createTrades takes as `value`. */
  value: number;
  markupPercent: number;
};

export type DepositRelistPlan = DepositListingPlan & {
  /** The unsold listing to cancel before listing the item again. */
  cancelTradeId: string;
  previousMarkupPercent: number;
};

export type DepositSkipReason =
  | 'not_tradable'
  | 'below_min_value'
  | 'above_max_value'
  | 'already_listed'
  | 'over_items_per_run'
  | 'below_reference'
  | 'invalid_item';

export type DepositRunPlan = {
  list: DepositListingPlan[];
  relist: DepositRelistPlan[];
  skipped: { assetId: string; reason: DepositSkipReason }[];
};

/** Percentage points a markup falls each run a listing stays unsold. */
export const DEPOSIT_MARKUP_DECAY_STEP = 1;
/** The floor is this share of the strategy's markup for the item. */
export const DEPOSIT_MARKUP_FLOOR_SHARE = 0.5;

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** The markup the chosen strategy gives this item, capped at its max markup; two decimals. */
export function depositMarkup(
  pricing: DepositPricing,
  item: Pick<DepositCandidate, 'value' | 'maxMarkupPercent'>,
): number {
  const max = Math.max(0, item.maxMarkupPercent);
  let markup: number;
  switch (pricing.auto_deposit_markup_strategy) {
    case 'fixed':
      markup = pricing.auto_deposit_fixed_markup;
      break;
    case 'conditional':
      markup =
        item.value > pricing.auto_deposit_conditional_threshold
          ? pricing.auto_deposit_conditional_markup
          : pricing.auto_deposit_fixed_markup;
      break;
    case 'max':
      markup = max;
      break;
    case 'percentage_of_max':
      markup = (max * pricing.auto_deposit_percentage_of_max) / 100;
      break;
    default:
      throw new RangeError('Unknown auto-deposit markup strategy.');
  }
  return floorToCents(Math.min(Math.max(0, markup), max));
}

/** The lowest markup decay takes this item to: half the strategy's markup, two decimals. */
export function depositMarkupFloor(
  pricing: DepositPricing,
  item: Pick<DepositCandidate, 'value' | 'maxMarkupPercent'>,
): number {
  return floorToCents(depositMarkup(pricing, item) * DEPOSIT_MARKUP_FLOOR_SHARE);
}

/** The markup an unsold listing is relisted at: one step lower, not below the floor. */
export function decayedMarkup(currentMarkup: number, floor: number): number {
  return Math.max(floor, roundToCents(currentMarkup - DEPOSIT_MARKUP_DECAY_STEP));
}

/**
 * Coins asked for an item at a markup. Rounded down to the cent so the price never exceeds what
 * CSGORoll computes as the item's ceiling (value x (1 + max markup)).
 */
export function depositPrice(value: number, markupPercent: number): number {
  return floorToCents(value * (1 + markupPercent / 100));
}

export function planDepositRun(
  pricing: DepositPricing,
  inventory: readonly DepositCandidate[],
  openListings: readonly OpenDepositListing[],
): DepositRunPlan {
  const listedBy = new Map(openListings.map((listing) => [listing.assetId, listing]));
  const plan: DepositRunPlan = { list: [], relist: [], skipped: [] };
  const eligible: DepositCandidate[] = [];
  const seen = new Set<string>();
  for (const item of inventory) {
    if (!item || typeof item.assetId !== 'string' || seen.has(item.assetId)) continue;
    seen.add(item.assetId);
    const listing = listedBy.get(item.assetId);
    if (listing) {
      const relist = relistPlan(pricing, item, listing);
      if (relist) plan.relist.push(relist);
      else plan.skipped.push({ assetId: item.assetId, reason: 'already_listed' });
      continue;
    }
    const reason = skipReason(pricing, item);
    if (reason) plan.skipped.push({ assetId: item.assetId, reason });
    else eligible.push(item);
  }
  eligible.sort((a, b) => b.value - a.value || (a.assetId < b.assetId ? -1 : 1));
  const limit = Math.max(0, Math.floor(pricing.auto_deposit_max_items_per_run));
  for (const [index, item] of eligible.entries()) {
    if (index >= limit) {
      plan.skipped.push({ assetId: item.assetId, reason: 'over_items_per_run' });
      continue;
    }
    const markupPercent = Math.max(depositMarkup(pricing, item), referenceMarkup(pricing, item));
    plan.list.push({
      assetId: item.assetId,
      itemVariantId: item.itemVariantId,
      marketName: item.marketName,
      value: depositPrice(item.value, markupPercent),
      markupPercent,
    });
  }
  return plan;
}

function skipReason(pricing: DepositPricing, item: DepositCandidate): DepositSkipReason | null {
  if (!isNumber(item.value) || item.value <= 0 || !isNumber(item.maxMarkupPercent) || !item.itemVariantId)
    return 'invalid_item';
  if (!item.tradable) return 'not_tradable';
  if (item.value < pricing.auto_deposit_min_value) return 'below_min_value';
  const max = pricing.auto_deposit_max_value;
  if (max !== null && item.value > max) return 'above_max_value';
  if (referenceMarkup(pricing, item) > floorToCents(Math.max(0, item.maxMarkupPercent)))
    return 'below_reference';
  return null;
}

/**
 * The lowest markup at which the item's price reaches its reference, when the reference floor is on
 * and the item has a reference; 0 otherwise. Rounded up to the cent.
 */
function referenceMarkup(pricing: DepositPricing, item: DepositCandidate): number {
  const reference = item.reference;
  if (!pricing.auto_deposit_reference_floor || !isNumber(reference) || reference <= 0) return 0;
  let markup = Math.max(0, Math.ceil(((reference / item.value - 1) * 100 - 1e-9) * 100) / 100);
  // depositPrice rounds down: step up a cent until the price reaches the reference.
  while (depositPrice(item.value, markup) < reference && markup < 1_000) markup = roundToCents(markup + 0.01);
  return markup;
}

function relistPlan(
  pricing: DepositPricing,
  item: DepositCandidate,
  listing: OpenDepositListing,
): DepositRelistPlan | null {
  if (!isNumber(item.value) || item.value <= 0 || !isNumber(listing.markupPercent)) return null;
  const floor = Math.max(depositMarkupFloor(pricing, item), referenceMarkup(pricing, item));
  const markupPercent = Math.min(
    decayedMarkup(listing.markupPercent, floor),
    floorToCents(item.maxMarkupPercent),
  );
  if (markupPercent >= roundToCents(listing.markupPercent)) return null;
  return {
    assetId: item.assetId,
    itemVariantId: item.itemVariantId,
    marketName: item.marketName,
    value: depositPrice(item.value, markupPercent),
    markupPercent,
    cancelTradeId: listing.tradeId,
    previousMarkupPercent: listing.markupPercent,
  };
}

/** Rounds down to two decimals, with the same float nudge as roundToCents. */
function floorToCents(amount: number): number {
  return Math.floor(amount * 100 * (1 + 1e-12)) / 100;
}

/**
 * What a withdrawn item would fetch when sold again (decision 031), in coins: with auto-deposit
 * on, the account's strategy price of its base value (fixed or conditional markup; the max-markup
 * strategies need the item's max markup, which a listing does not carry, so they fall back to the
 * reference), raised to the reference with the reference floor on; with auto-deposit off, the
 * reference; with no reference either, CSGORoll's own base value.
 */
export function estimatedResale(
  pricing: DepositPricing & Pick<CsgorollSettings, 'auto_deposit_enabled'>,
  item: { value: number; reference: number | null },
): number {
  const { value, reference } = item;
  const strategy = pricing.auto_deposit_markup_strategy;
  if (pricing.auto_deposit_enabled && (strategy === 'fixed' || strategy === 'conditional')) {
    const price = depositPrice(value, depositMarkup(pricing, { value, maxMarkupPercent: Infinity }));
    return pricing.auto_deposit_reference_floor && reference !== null ? Math.max(price, reference) : price;
  }
  return reference ?? value;
}
