import type { InventoryItem } from '@skinpilot/contract';
import { wearFromFloat, type WearCode } from '@skinpilot/domain';

/** Section 5's rarities, lowest first: the filter menu's options and the rarity sort order. */
export const RARITIES = [
  'Consumer Grade',
  'Industrial Grade',
  'Mil-Spec',
  'Restricted',
  'Classified',
  'Covert',
  'Contraband',
  'Extraordinary',
  'Exotic',
  'Remarkable',
] as const;

export const SORTS = {
  value_desc: 'Value: High to Low',
  value_asc: 'Value: Low to High',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
  rarity_desc: 'Rarity: High to Low',
  rarity_asc: 'Rarity: Low to High',
} as const;
export type InventorySort = keyof typeof SORTS;

export type InventoryFilters = {
  search: string;
  /** Steam ids; empty means All Accounts. */
  accounts: string[];
  stattrak: boolean;
  souvenir: boolean;
  withStickers: boolean;
  tradable: boolean;
  nonTradable: boolean;
  rarities: string[];
};

export const noFilters: InventoryFilters = {
  search: '',
  accounts: [],
  stattrak: false,
  souvenir: false,
  withStickers: false,
  tradable: false,
  nonTradable: false,
  rarities: [],
};

/** The position of a rarity in RARITIES (CSGORoll writes `mil-spec`, `covert`...); -1 when unknown. */
export function rarityRank(rarity: string | null): number {
  if (!rarity) return -1;
  const text = rarity.toLowerCase().replace(/_/g, ' ').trim();
  // `mil-spec grade` is Mil-Spec; `consumer` (CSGORoll's one word) is Consumer Grade.
  return RARITIES.findIndex((name) => {
    const lower = name.toLowerCase();
    return text.startsWith(lower) || lower.startsWith(`${text} `);
  });
}

/**
 * What a rarity badge says: CSGORoll's raw value (`covert`, `mil-spec_grade`) as the rarity's name
 * ("Covert", "Mil-Spec"); a rarity outside the list in title case.
 */
export function rarityLabel(rarity: string): string {
  const rank = rarityRank(rarity);
  if (rank >= 0) return RARITIES[rank]!;
  return rarity
    .replace(/_/g, ' ')
    .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * The inventory with each item's sort and filter keys worked out once per data load, and each
 * sort order computed once on first use. A sort or filter change then costs one pass over
 * 5,000 numbers instead of a comparator that rebuilds names and rarity ranks per comparison.
 */
export type InventoryIndex = {
  items: InventoryItem[];
  values: Float64Array;
  ranks: Int8Array;
  /** Lower-cased name, brand and colour joined by newlines (none of them holds one). */
  searchText: string[];
  orders: Partial<Record<InventorySort, Uint32Array>>;
};

export function indexInventory(items: InventoryItem[]): InventoryIndex {
  const n = items.length;
  const values = new Float64Array(n);
  const ranks = new Int8Array(n);
  const searchText = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const v = items[i]!.itemVariant;
    values[i] = v.value;
    ranks[i] = rarityRank(v.rarity);
    searchText[i] = `${v.name}\n${v.brand}\n${v.color ?? ''}`.toLowerCase();
  }
  return { items, values, ranks, searchText, orders: {} };
}

/** Item positions in `sort` order; ties keep the data's order. Cached on the index. */
export function sortOrder(index: InventoryIndex, sort: InventorySort): Uint32Array {
  const cached = index.orders[sort];
  if (cached) return cached;
  const { items, values, ranks } = index;
  const order = Uint32Array.from(items.keys());
  let compare: (a: number, b: number) => number;
  switch (sort) {
    case 'value_desc':
      compare = (a, b) => values[b]! - values[a]! || a - b;
      break;
    case 'value_asc':
      compare = (a, b) => values[a]! - values[b]! || a - b;
      break;
    case 'name_asc':
    case 'name_desc': {
      const sign = sort === 'name_asc' ? 1 : -1;
      const names = items.map(byName);
      compare = (a, b) => sign * collator.compare(names[a]!, names[b]!) || a - b;
      break;
    }
    case 'rarity_desc':
    case 'rarity_asc': {
      // An unknown rarity (-1) goes last in both orders.
      const sign = sort === 'rarity_asc' ? 1 : -1;
      compare = (a, b) => {
        const ra = ranks[a]!;
        const rb = ranks[b]!;
        if (ra < 0 || rb < 0) return rb - ra || a - b;
        return sign * (ra - rb) || a - b;
      };
      break;
    }
  }
  order.sort(compare);
  index.orders[sort] = order;
  return order;
}

/** Section 5's filters, all client side: which positions of the index pass (1) or not (0). */
export function matchingItems(index: InventoryIndex, f: InventoryFilters): Uint8Array {
  const search = f.search.trim().toLowerCase();
  const accounts = new Set(f.accounts);
  const rarities = new Set(f.rarities.map((r) => RARITIES.indexOf(r as (typeof RARITIES)[number])));
  const tradableOnly = f.tradable && !f.nonTradable;
  const nonTradableOnly = f.nonTradable && !f.tradable;
  const { items, ranks, searchText } = index;
  const pass = new Uint8Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const v = item.itemVariant;
    if (accounts.size > 0 && !accounts.has(item.account_id)) continue;
    if (f.stattrak && !/StatTrak/i.test(v.externalId)) continue;
    if (f.souvenir && !/Souvenir/i.test(v.externalId)) continue;
    if (f.withStickers && item.steamStickersDescriptions.length === 0) continue;
    if (tradableOnly && !item.tradable) continue;
    if (nonTradableOnly && item.tradable) continue;
    if (rarities.size > 0 && !rarities.has(ranks[i]!)) continue;
    if (search && !searchText[i]!.includes(search)) continue;
    pass[i] = 1;
  }
  return pass;
}

/** The items that pass, in `sort` order. */
export function visibleItems(index: InventoryIndex, pass: Uint8Array, sort: InventorySort): InventoryItem[] {
  const out: InventoryItem[] = [];
  for (const i of sortOrder(index, sort)) if (pass[i]) out.push(index.items[i]!);
  return out;
}

/** Tradable and Non-Tradable both on mean no tradable filter. */
export function filterItems(items: InventoryItem[], f: InventoryFilters): InventoryItem[] {
  const pass = matchingItems(indexInventory(items), f);
  return items.filter((_, i) => pass[i]);
}

const byName = (item: InventoryItem) => `${item.itemVariant.brand} | ${item.itemVariant.name}`;
// One collator for all comparisons: String.localeCompare builds one per call, ten times slower.
const collator = new Intl.Collator('en');

/** Sorted copy; an unknown rarity goes last in both rarity orders. */
export function sortItems(items: InventoryItem[], sort: InventorySort): InventoryItem[] {
  const index = indexInventory(items);
  return Array.from(sortOrder(index, sort), (i) => items[i]!);
}

export type ItemStatus = 'protected' | 'listed' | 'tradable' | 'non-tradable';

/** Section 4: listed > tradable > non-tradable; protected overrides with a shield. */
export function itemStatus(item: InventoryItem): ItemStatus {
  if (item.isProtected) return 'protected';
  if (item.listingInfo.isListed) return 'listed';
  return item.tradable ? 'tradable' : 'non-tradable';
}

export const statusTexts: Record<ItemStatus, string> = {
  protected: 'Protected',
  listed: 'Listed',
  tradable: 'Tradable',
  'non-tradable': 'Non-Tradable',
};

export function wearOf(item: InventoryItem): { code: WearCode; percent: number } | null {
  const wear = item.steamInspectItem.paintWear;
  if (wear === null || wear <= 0) return null;
  return { code: wearFromFloat(wear), percent: Math.min(100, wear * 100) };
}

const MARKETPLACE_IMAGES = 'https://community.akamai.steamstatic.com/economy/image';

/** Section 5: an image id starting with a dash is a marketplace image at 360fx360f. */
export function itemImageSrc(iconUrl: string): string {
  if (iconUrl.startsWith('-')) return `${MARKETPLACE_IMAGES}/${iconUrl}/360fx360f`;
  return iconUrl || FALLBACK_ITEM_IMAGE;
}

export const FALLBACK_ITEM_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="270" viewBox="0 0 360 270"><rect width="360" height="270" rx="18" fill="#1d232a"/><path d="M60 150h190l20-18h30v22h-28l-14 14H130l-20 40H80l14-40H60z" fill="#4b69ff" opacity=".85"/></svg>',
  );

/** Max markup is shown only above 12 percent (section 9). */
export const showsMaxMarkup = (item: InventoryItem) => (item.maxMarkupPercent ?? 0) > 12;
