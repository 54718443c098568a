import type { Listing, ListingItem, ListingSticker } from '@skinpilot/engine';
import type { CsgorollTrade } from '@skinpilot/connectors';

/**
 * The one place where the runtime reads the connectors' trade shape (the mapping table at the top
 * of packages/engine/src/listing.ts). The connectors' CSGORoll schema is being moved to the real
 * protocol (join timing, nullable variants, no per-item paint wear); the fields that differ between
 * the two shapes are read through `Wire*` types here, so adapting to the new interface stays a
 * change of this file.
 */
type WireTrade = CsgorollTrade & {
  canJoinAfter?: string | null;
  suspectedTraderCanJoinAfter?: string | null;
};
type WireItem = Omit<CsgorollTrade['tradeItems'][number], 'itemVariant'> & {
  itemVariant: CsgorollTrade['tradeItems'][number]['itemVariant'] | null;
  paintWear?: number | null;
  patternPercentage?: number | null;
};

const time = (text: string | null | undefined): number | null => {
  if (typeof text !== 'string') return null;
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : null;
};

/**
 * A listing for the engine, or null when the frame carries no trade worth judging (then the
 * engine's `invalid_listing` rule would skip it anyway). Never throws on odd data.
 */
export function listingFromTrade(trade: CsgorollTrade): Listing | null {
  const wire = trade as WireTrade;
  if (typeof wire?.id !== 'string' || wire.id === '') return null;
  const rawItems = Array.isArray(wire.tradeItems) ? (wire.tradeItems as (WireItem | null)[]) : [];
  const items: ListingItem[] = [];
  for (const item of rawItems) {
    const variant = item?.itemVariant;
    if (!item || !variant) continue;
    items.push({
      marketName: item.marketName || variant.externalId,
      name: variant.name,
      brand: variant.brand,
      exterior: variant.color,
      rarity: variant.rarity,
      baseValue: variant.value,
      value: item.value,
      paintWear: item.paintWear ?? wire.avgPaintWear ?? null,
      patternPercent: item.patternPercentage ?? null,
      stickers: (Array.isArray(item.stickers) ? item.stickers : []).map((s): ListingSticker => ({
        name: s.name,
        value: s.value,
        wear: s.wear,
      })),
    });
  }
  if (items.length === 0) return null;
  return {
    id: wire.id,
    status: wire.status,
    createdAt: time(wire.createdAt) ?? 0,
    canJoinAfter: time(wire.canJoinAfter),
    suspectedTraderCanJoinAfter: time(wire.suspectedTraderCanJoinAfter),
    expiresAt: time(wire.expiresAt),
    totalValue: wire.totalValue,
    markupPercent: wire.markupPercent,
    items,
  };
}

/**
 * The Steam asset ids a withdrawal delivers, for matching the seller's Steam offer; empty when
 * CSGORoll names the items only by its own asset handles (`SteamExternalAsset:<n>`), as it does.
 */
export function assetIdsOf(trade: CsgorollTrade): string[] {
  const ids: string[] = [];
  for (const item of (trade.tradeItems ?? []) as (WireItem | null)[]) {
    const id = (item as { assetId?: string | null } | null)?.assetId ?? item?.steamExternalAssetId;
    if (!id || !/^\d+$/.test(id)) return [];
    ids.push(id);
  }
  return ids;
}

/** The market hash names of a withdrawal's items, one per item. */
export function marketNamesOf(trade: CsgorollTrade): string[] {
  return ((trade.tradeItems ?? []) as (WireItem | null)[])
    .map((item) => item?.marketName || item?.itemVariant?.externalId || '')
    .filter((name) => name !== '');
}

/** The spec's Trade.item block for the trade row, from the listing's first item. */
export function tradeItemBlock(trade: CsgorollTrade, listing: Listing): Record<string, unknown> {
  const first = (trade.tradeItems?.[0] ?? null) as WireItem | null;
  const item = listing.items[0];
  const variant = first?.itemVariant ?? null;
  const stickers = item?.stickers ?? [];
  return {
    market_name: item?.marketName ?? null,
    icon_url: variant?.iconUrl ?? null,
    item_variant_brand: item?.brand ?? null,
    item_variant_name: item?.name ?? null,
    item_variant_color: item?.exterior ?? null,
    item_variant_id: variant?.id ?? null,
    rarity: item?.rarity ?? null,
    stickers: stickers.map((s) => ({ sticker_name: s.name, sticker_price: s.value })),
    stickers_cost: stickers.reduce((sum, s) => sum + (s.value ?? 0), 0),
    steam_asset_id: assetIdsOf(trade)[0] ?? first?.steamExternalAssetId ?? null,
    coin_value: listing.totalValue,
    markup: listing.markupPercent,
    item_count: listing.items.length,
  };
}
