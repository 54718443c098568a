import type { Listing, ListingItem, ReferenceLookup } from './listing';
import { roundToCents } from './credits';
import { nameKeys, normaliseRarity } from './names';

export type PreparedItem = {
  item: ListingItem;
  /** Forms of the market name a list entry may name (see names.ts). */
  nameKeys: readonly string[];
  rarityKey: string | null;
  isGloves: boolean;
  isFadeSkin: boolean;
  /** Sum of the applied stickers' values, coins (unknown values count as 0). */
  stickerValue: number;
};

/** A listing with what every matcher reads derived once, whatever the number of accounts. */
export type PreparedListing = {
  listing: Listing;
  /** Why the listing cannot be judged (a number that is not a number, no item), or null. */
  problem: string | null;
  items: readonly PreparedItem[];
  /** The one item, for the rules that price a single item (fade, gloves, sticker crafts); null for bundles. */
  single: PreparedItem | null;
  totalValue: number;
  /** Markup at two decimals, as CSGORoll states it. */
  markup: number;
  /** Sum of the items' values before markup, coins. */
  baseValue: number;
  /**
   * Sum of the items' reference prices, coins, looked up once here; null when any item has no
   * reference (or no book was given), so no rule ever reads an unknown reference as 0.
   */
  reference: number | null;
};

const isGloveBrand = (brand: string) => /\b(gloves|hand wraps)\b/i.test(brand);
const isFadeFinish = (finish: string) => /(^|\s)fade$/i.test(finish.trim());
const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export function prepareListing(listing: Listing, referenceOf?: ReferenceLookup): PreparedListing {
  const items = (Array.isArray(listing.items) ? listing.items : []).filter(
    (item): item is ListingItem => item !== null && typeof item === 'object',
  );
  const prepared = items.map(prepareItem);
  let baseValue = 0;
  for (const item of items) baseValue += item.baseValue;
  return {
    listing,
    problem: problemOf(listing, items),
    items: prepared,
    single: prepared.length === 1 ? prepared[0]! : null,
    totalValue: listing.totalValue,
    markup: roundToCents(listing.markupPercent),
    baseValue,
    reference: referenceOf ? referenceOfItems(items, referenceOf) : null,
  };
}

function referenceOfItems(items: readonly ListingItem[], referenceOf: ReferenceLookup): number | null {
  if (items.length === 0) return null;
  let sum = 0;
  for (let i = 0; i < items.length; i++) {
    const name = items[i]!.marketName;
    const coins = typeof name === 'string' ? referenceOf(name) : undefined;
    if (coins === undefined || !(coins > 0)) return null;
    sum += coins;
  }
  return roundToCents(sum);
}

/** Price ÷ reference × 100 at two decimals; null without a reference. */
export function referencePercent(price: number, reference: number | null): number | null {
  return reference !== null && reference > 0 ? roundToCents((price / reference) * 100) : null;
}

function prepareItem(item: ListingItem): PreparedItem {
  let stickerValue = 0;
  for (const sticker of item.stickers ?? []) {
    if (isNumber(sticker?.value) && sticker.value > 0) stickerValue += sticker.value;
  }
  const marketName = typeof item.marketName === 'string' ? item.marketName : '';
  const brand = typeof item.brand === 'string' ? item.brand : '';
  return {
    item,
    nameKeys: marketName ? nameKeys(marketName) : [],
    rarityKey: typeof item.rarity === 'string' ? normaliseRarity(item.rarity) : null,
    isGloves: isGloveBrand(brand || marketName),
    isFadeSkin: typeof item.name === 'string' && isFadeFinish(item.name),
    stickerValue,
  };
}

function problemOf(listing: Listing, items: readonly ListingItem[]): string | null {
  if (typeof listing.id !== 'string' || listing.id.length === 0) return 'the listing has no id';
  if (!isNumber(listing.totalValue) || listing.totalValue <= 0)
    return 'the total value is not a positive number';
  if (!isNumber(listing.markupPercent)) return 'the markup is not a number';
  if (items.length === 0) return 'the listing has no item';
  for (const item of items) {
    if (!isNumber(item.baseValue) || item.baseValue < 0 || !isNumber(item.value) || item.value < 0)
      return 'an item value is not a number';
  }
  return null;
}
