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

/**
 * Runs on the sniping path before the first join (issue 30): plain indexed loops, no callbacks or
 * iterators, since right after an idle gap every distinct piece of code run costs cache misses.
 */
export function prepareListing(listing: Listing, referenceOf?: ReferenceLookup): PreparedListing {
  const source: readonly unknown[] = Array.isArray(listing.items) ? listing.items : [];
  const items: ListingItem[] = [];
  const prepared: PreparedItem[] = [];
  let baseValue = 0;
  for (let i = 0; i < source.length; i++) {
    const item = source[i];
    if (item === null || typeof item !== 'object') continue;
    items.push(item as ListingItem);
    prepared.push(new LazyItem(item as ListingItem));
    baseValue += (item as ListingItem).baseValue;
  }
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

/**
 * An item's derived forms, each worked out the first time a rule reads it (issue 30): a listing most
 * accounts skip on its value or markup never needs its name forms, rarity or sticker sum, and an
 * account whose lists are empty never reads them before its join.
 */
class LazyItem implements PreparedItem {
  private names: readonly string[] | undefined = undefined;
  private rarity: string | null | undefined = undefined;
  private gloves: boolean | undefined = undefined;
  private fade: boolean | undefined = undefined;
  private stickers: number | undefined = undefined;

  constructor(readonly item: ListingItem) {}

  get nameKeys(): readonly string[] {
    if (this.names === undefined) {
      const marketName = this.item.marketName;
      this.names = typeof marketName === 'string' && marketName ? nameKeys(marketName) : [];
    }
    return this.names;
  }

  get rarityKey(): string | null {
    if (this.rarity === undefined) {
      const rarity = this.item.rarity;
      this.rarity = typeof rarity === 'string' ? normaliseRarity(rarity) : null;
    }
    return this.rarity;
  }

  get isGloves(): boolean {
    if (this.gloves === undefined) {
      const brand = typeof this.item.brand === 'string' ? this.item.brand : '';
      const marketName = typeof this.item.marketName === 'string' ? this.item.marketName : '';
      this.gloves = isGloveBrand(brand || marketName);
    }
    return this.gloves;
  }

  get isFadeSkin(): boolean {
    this.fade ??= typeof this.item.name === 'string' && isFadeFinish(this.item.name);
    return this.fade;
  }

  get stickerValue(): number {
    if (this.stickers === undefined) {
      let sum = 0;
      for (const sticker of this.item.stickers ?? []) {
        if (isNumber(sticker?.value) && sticker.value > 0) sum += sticker.value;
      }
      this.stickers = sum;
    }
    return this.stickers;
  }
}

function problemOf(listing: Listing, items: readonly ListingItem[]): string | null {
  if (typeof listing.id !== 'string' || listing.id.length === 0) return 'the listing has no id';
  if (!isNumber(listing.totalValue) || listing.totalValue <= 0)
    return 'the total value is not a positive number';
  if (!isNumber(listing.markupPercent)) return 'the markup is not a number';
  if (items.length === 0) return 'the listing has no item';
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (!isNumber(item.baseValue) || item.baseValue < 0 || !isNumber(item.value) || item.value < 0)
      return 'an item value is not a number';
  }
  return null;
}
