import type { Listing, ListingItem, ListingSticker } from '@skinpilot/engine';
import type { CsgorollTrade, CsgorollTradeItem } from '@skinpilot/connectors';

/**
 * The one place where the runtime reads the connectors' trade shape (the mapping table at the top
 * of packages/engine/src/listing.ts). The connectors speak the real protocol: join timing on the
 * trade, a variant that may be null, paint wear only as the trade's average (no per-item wear or
 * pattern).
 */
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
  if (typeof trade?.id !== 'string' || trade.id === '') return null;
  const rawItems: (CsgorollTradeItem | null)[] = Array.isArray(trade.tradeItems) ? trade.tradeItems : [];
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
      paintWear: trade.avgPaintWear ?? null,
      patternPercent: null,
      stickers: (Array.isArray(item.stickers) ? item.stickers : []).map((s): ListingSticker => ({
        name: s.name,
        value: s.value,
        wear: s.wear,
      })),
    });
  }
  if (items.length === 0) return null;
  return {
    id: trade.id,
    status: trade.status,
    createdAt: time(trade.createdAt) ?? 0,
    canJoinAfter: time(trade.canJoinAfter),
    suspectedTraderCanJoinAfter: time(trade.suspectedTraderCanJoinAfter),
    expiresAt: time(trade.expiresAt),
    totalValue: trade.totalValue,
    markupPercent: trade.markupPercent,
    items,
  };
}

/**
 * Do two listings read the same (the check of a frame's scan against its full parse, issue 30)?
 * Every field a decision reads, numbers compared exactly.
 */
export function sameListing(a: Listing, b: Listing): boolean {
  if (
    a.id !== b.id ||
    a.status !== b.status ||
    a.createdAt !== b.createdAt ||
    a.canJoinAfter !== b.canJoinAfter ||
    a.suspectedTraderCanJoinAfter !== b.suspectedTraderCanJoinAfter ||
    a.expiresAt !== b.expiresAt ||
    !Object.is(a.totalValue, b.totalValue) ||
    !Object.is(a.markupPercent, b.markupPercent) ||
    a.items.length !== b.items.length
  )
    return false;
  for (let i = 0; i < a.items.length; i++) {
    const x = a.items[i]!;
    const y = b.items[i]!;
    if (
      x.marketName !== y.marketName ||
      x.name !== y.name ||
      x.brand !== y.brand ||
      x.exterior !== y.exterior ||
      x.rarity !== y.rarity ||
      !Object.is(x.baseValue, y.baseValue) ||
      !Object.is(x.value, y.value) ||
      !Object.is(x.paintWear, y.paintWear) ||
      x.patternPercent !== y.patternPercent ||
      x.stickers.length !== y.stickers.length
    )
      return false;
    for (let j = 0; j < x.stickers.length; j++) {
      const s = x.stickers[j]!;
      const t = y.stickers[j]!;
      if (s.name !== t.name || !Object.is(s.value, t.value) || !Object.is(s.wear, t.wear)) return false;
    }
  }
  return true;
}

/**
 * The Steam asset ids a withdrawal delivers, for matching the seller's Steam offer; empty when
 * CSGORoll names the items only by its own asset handles (`SteamExternalAsset:<n>`), as it does.
 */
export function assetIdsOf(trade: CsgorollTrade): string[] {
  const ids: string[] = [];
  for (const item of (trade.tradeItems ?? []) as (CsgorollTradeItem | null)[]) {
    const id = (item as { assetId?: string | null } | null)?.assetId ?? item?.steamExternalAssetId;
    if (!id || !/^\d+$/.test(id)) return [];
    ids.push(id);
  }
  return ids;
}

/** The market hash names of a withdrawal's items, one per item. */
export function marketNamesOf(trade: CsgorollTrade): string[] {
  return ((trade.tradeItems ?? []) as (CsgorollTradeItem | null)[])
    .map((item) => item?.marketName || item?.itemVariant?.externalId || '')
    .filter((name) => name !== '');
}

/** The spec's Trade.item block for the trade row, from the listing's first item. */
export function tradeItemBlock(trade: CsgorollTrade, listing: Listing): Record<string, unknown> {
  const first = trade.tradeItems?.[0] ?? null;
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
