import type { PriceSource } from '@skinpilot/contract';
import type {
  CsgorollInventoryItem,
  CsgorollSticker,
  CsgorollTrade,
  SteamInventoryItem,
} from '@skinpilot/connectors';

/** The share of its value a marketplace-held item counts for (section 9). */
const MARKETPLACE_SKIN_SHARE = 0.66;

/** Who an item belongs to, as every item of the overview names it (section 3). */
export type ItemOwner = { steamId: string; name: string; label: string | null; avatar: string | null };

/** Section 3's inventory item, as stored in a snapshot and answered by `GET /inventory`. */
export type InventoryItem = {
  account_id: string;
  account_name: string;
  account_label: string | null;
  account_avatar: string | null;
  steamExternalAssetId: string;
  platform: 'csgoroll' | 'steam';
  /** Where the value comes from: the marketplace's coins or Steam (dollars). */
  source: 'marketplace' | 'steam';
  /** Who priced it (decision 030); null: nobody prices this item, its value 0 is no price. */
  price_source: PriceSource | null;
  tradable: boolean;
  isProtected: boolean;
  protectedStatus: string;
  listingInfo: { isListed: boolean; currentMarkup: number | null };
  /**
   * CSGORoll's handle for a marketplace item (SteamExternalAsset:…); its trades name items by it,
   * while `steamExternalAssetId` carries the Steam assetid.
   */
  csgoroll_handle?: string;
  /** A listing's own facts (the Listings view); only on items under `listings`. */
  listing?: ListingFacts;
  maxMarkupPercent: number | null;
  steamInspectItem: { paintWear: number | null };
  steamStickersDescriptions: {
    itemVariantId: string | null;
    imageUrl: string | null;
    name: string;
    brand: string | null;
  }[];
  itemVariant: {
    name: string;
    brand: string;
    color: string | null;
    value: number;
    rarity: string | null;
    iconUrl: string;
    stattrak: boolean;
    souvenir: boolean;
    externalId: string;
  };
};

/** The CSGORoll trade that lists an item: its id, status, when it was listed and the item's base value. */
export type ListingFacts = { trade_id: string; status: string; listed_at: string | null; base_value: number };

type Variant = {
  name: string;
  brand: string;
  color: string | null;
  rarity: string | null;
  iconUrl: string;
  value: number;
  externalId: string;
};

const ownerFields = (owner: ItemOwner) => ({
  account_id: owner.steamId,
  account_name: owner.name,
  account_label: owner.label,
  account_avatar: owner.avatar,
});

// Read through a loose shape: the connectors' sticker gains and loses fields as the protocol work
// settles (imageUrl nullable, itemVariantId gone), and the item may carry the Steam assetid apart.
const stickerView = (s: CsgorollSticker) => {
  const loose = s as {
    itemVariantId?: string | null;
    imageUrl?: string | null;
    name: string;
    brand: string | null;
  };
  return {
    itemVariantId: loose.itemVariantId ?? null,
    imageUrl: loose.imageUrl ?? null,
    name: loose.name,
    brand: loose.brand,
  };
};

const variantView = (v: Variant) => ({
  name: v.name,
  brand: v.brand,
  color: v.color,
  value: v.value,
  rarity: v.rarity,
  iconUrl: v.iconUrl,
  stattrak: /StatTrak/i.test(v.externalId),
  souvenir: /Souvenir/i.test(v.externalId),
  externalId: v.externalId,
});

/** The Steam asset id of a CSGORoll item, whichever field this connectors version carries it in. */
export const assetIdOf = (item: CsgorollInventoryItem) =>
  (item as { assetId?: string }).assetId ?? item.steamExternalAssetId;

export function marketplaceItem(owner: ItemOwner, item: CsgorollInventoryItem): InventoryItem {
  return {
    ...ownerFields(owner),
    steamExternalAssetId: assetIdOf(item),
    csgoroll_handle: item.steamExternalAssetId,
    platform: 'csgoroll',
    source: 'marketplace',
    price_source: 'csgoroll',
    tradable: item.tradable,
    isProtected: false,
    protectedStatus: 'COMPLETED_PROTECTED',
    listingInfo: { isListed: false, currentMarkup: null },
    maxMarkupPercent: item.maxMarkupPercent,
    steamInspectItem: { paintWear: item.paintWear },
    steamStickersDescriptions: item.stickers.map(stickerView),
    itemVariant: variantView(item.itemVariant),
  };
}

/**
 * One item of a trade: a listing of ours (listed) or a protected withdrawal (shielded). Trades name
 * items by CSGORoll's handle; `held` (the account's inventory items by handle) gives a listed item
 * the Steam assetid and max markup its inventory item carries, so the two name the same asset.
 */
export function tradeItems(
  owner: ItemOwner,
  trade: CsgorollTrade,
  kind: 'listing' | 'protected',
  held: ReadonlyMap<string, InventoryItem> = new Map(),
): InventoryItem[] {
  const items: InventoryItem[] = [];
  for (const item of trade.tradeItems) {
    const variant = item.itemVariant as Variant | null;
    if (!variant) continue;
    const inInventory = item.steamExternalAssetId ? held.get(item.steamExternalAssetId) : undefined;
    items.push({
      ...ownerFields(owner),
      steamExternalAssetId:
        inInventory?.steamExternalAssetId ?? item.steamExternalAssetId ?? `${trade.id}:${item.id}`,
      ...(item.steamExternalAssetId && { csgoroll_handle: item.steamExternalAssetId }),
      platform: 'csgoroll',
      source: 'marketplace',
      price_source: 'csgoroll',
      tradable: kind === 'listing',
      isProtected: kind === 'protected',
      protectedStatus: kind === 'protected' ? trade.status : 'COMPLETED_PROTECTED',
      listingInfo: {
        isListed: kind === 'listing',
        currentMarkup: kind === 'listing' ? item.markupPercent : null,
      },
      ...(kind === 'listing' && {
        listing: {
          trade_id: trade.id,
          status: trade.status,
          listed_at: trade.createdAt ?? null,
          base_value: variant.value,
        },
      }),
      maxMarkupPercent: inInventory?.maxMarkupPercent ?? null,
      steamInspectItem: { paintWear: (item as { paintWear?: number | null }).paintWear ?? null },
      steamStickersDescriptions: item.stickers.map(stickerView),
      itemVariant: variantView({ ...variant, value: item.value }),
    });
  }
  return items;
}

/** The protected status of a Steam item under Steam's trade protection (context 16). */
export const STEAM_TRADE_PROTECTED = 'STEAM_TRADE_PROTECTED';

/** What the account's protected items are worth: CSGORoll's protected withdrawals and Steam's context 16. */
export function protectedValueOf(items: InventoryItem[]): number {
  let sum = 0;
  for (const item of items) if (item.isProtected) sum += item.itemVariant.value;
  return Math.round(sum * 100) / 100;
}

const wearNames: Record<string, string> = {
  WearCategory0: 'Factory New',
  WearCategory1: 'Minimal Wear',
  WearCategory2: 'Field-Tested',
  WearCategory3: 'Well-Worn',
  WearCategory4: 'Battle-Scarred',
};

/**
 * A Steam item CSGORoll does not show, valued in dollars by the price the caller found for it
 * (CSGORoll's value seen elsewhere, else the reference); without one it says so (price_source null).
 */
export function steamItem(
  owner: ItemOwner,
  item: SteamInventoryItem,
  price: { usd: number; source: PriceSource } | undefined,
): InventoryItem {
  const [brand, rest] = item.marketName.split(' | ');
  return {
    ...ownerFields(owner),
    steamExternalAssetId: item.assetId,
    platform: 'steam',
    source: 'steam',
    price_source: price?.source ?? null,
    tradable: item.tradable,
    // Steam's trade protection (context 16): counted as protected wealth, not as skins (issue 28).
    isProtected: item.protected,
    protectedStatus: item.protected ? STEAM_TRADE_PROTECTED : 'COMPLETED_PROTECTED',
    listingInfo: { isListed: false, currentMarkup: null },
    maxMarkupPercent: null,
    steamInspectItem: { paintWear: null },
    steamStickersDescriptions: [],
    itemVariant: {
      name: rest?.replace(/\s*\([^)]*\)$/, '') ?? item.name,
      brand: brand ?? item.name,
      color: item.exteriorInternal ? (wearNames[item.exteriorInternal] ?? null) : null,
      value: price?.usd ?? 0,
      rarity: item.rarityInternal,
      iconUrl: item.iconUrl,
      stattrak: item.isStatTrak,
      souvenir: item.isSouvenir,
      externalId: item.marketHashName,
    },
  };
}

/** Section 9: marketplace-source items count at 0.66 of their value; others at their value. */
export function skinsValueOf(items: InventoryItem[]): number {
  let sum = 0;
  for (const item of items) {
    if (item.isProtected) continue;
    sum +=
      item.source === 'marketplace'
        ? item.itemVariant.value * MARKETPLACE_SKIN_SHARE
        : item.itemVariant.value;
  }
  return Math.round(sum * 100) / 100;
}

/** The account's CSGORoll inventory items by CSGORoll's handle (what its trades name them by). */
export function itemsByHandle(items: readonly InventoryItem[]): Map<string, InventoryItem> {
  const byHandle = new Map<string, InventoryItem>();
  for (const item of items) if (item.csgoroll_handle) byHandle.set(item.csgoroll_handle, item);
  return byHandle;
}
