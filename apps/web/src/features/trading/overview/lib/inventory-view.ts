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
  const text = rarity.toLowerCase().replace(/_/g, ' ');
  return RARITIES.findIndex((name) => text.startsWith(name.toLowerCase()));
}

/** Section 5's filters, all client side. Tradable and Non-Tradable both on mean no tradable filter. */
export function filterItems(items: InventoryItem[], f: InventoryFilters): InventoryItem[] {
  const search = f.search.trim().toLowerCase();
  const accounts = new Set(f.accounts);
  const rarities = new Set(f.rarities.map((r) => RARITIES.indexOf(r as (typeof RARITIES)[number])));
  const tradableOnly = f.tradable && !f.nonTradable;
  const nonTradableOnly = f.nonTradable && !f.tradable;
  return items.filter((item) => {
    const v = item.itemVariant;
    if (accounts.size > 0 && !accounts.has(item.account_id)) return false;
    if (f.stattrak && !/StatTrak/i.test(v.externalId)) return false;
    if (f.souvenir && !/Souvenir/i.test(v.externalId)) return false;
    if (f.withStickers && item.steamStickersDescriptions.length === 0) return false;
    if (tradableOnly && !item.tradable) return false;
    if (nonTradableOnly && item.tradable) return false;
    if (rarities.size > 0 && !rarities.has(rarityRank(v.rarity))) return false;
    if (
      search &&
      !v.name.toLowerCase().includes(search) &&
      !v.brand.toLowerCase().includes(search) &&
      !(v.color ?? '').toLowerCase().includes(search)
    )
      return false;
    return true;
  });
}

const byName = (item: InventoryItem) => `${item.itemVariant.brand} | ${item.itemVariant.name}`;
// One collator for all comparisons: String.localeCompare builds one per call, ten times slower.
const collator = new Intl.Collator('en');

/** Sorted copy; an unknown rarity goes last in both rarity orders. */
export function sortItems(items: InventoryItem[], sort: InventorySort): InventoryItem[] {
  const copy = [...items];
  const rank = (item: InventoryItem) => rarityRank(item.itemVariant.rarity);
  switch (sort) {
    case 'value_desc':
      return copy.sort((a, b) => b.itemVariant.value - a.itemVariant.value);
    case 'value_asc':
      return copy.sort((a, b) => a.itemVariant.value - b.itemVariant.value);
    case 'name_asc':
    case 'name_desc': {
      // Keys built once per item, not twice per comparison.
      const sign = sort === 'name_asc' ? 1 : -1;
      return items
        .map((item) => ({ key: byName(item), item }))
        .sort((a, b) => sign * collator.compare(a.key, b.key))
        .map((entry) => entry.item);
    }
    case 'rarity_desc':
      return copy.sort((a, b) => (rank(a) < 0 ? 1 : rank(b) < 0 ? -1 : rank(b) - rank(a)));
    case 'rarity_asc':
      return copy.sort((a, b) => (rank(a) < 0 ? 1 : rank(b) < 0 ? -1 : rank(a) - rank(b)));
  }
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
