import type { GeneratedItem, GeneratedSticker } from '../catalogue/generate-item';
import type { MarketAccounts } from './market-accounts';
import type { SandboxInventoryItem, SandboxTrade, SandboxUser } from './market-model';

/** Market records in CSGORoll's GraphQL shapes. */

/** CSGORoll's `color` on an item variant is the exterior text ("Field-Tested"), not a colour code. */
export function itemVariantView(item: GeneratedItem) {
  return {
    id: item.variantId,
    name: item.finish,
    brand: item.weapon,
    color: item.exterior.name,
    rarity: item.rarityName,
    iconUrl: item.iconUrl,
    value: item.value,
    externalId: item.externalId,
  };
}

const stickerView = (s: GeneratedSticker) => ({
  itemVariantId: null,
  name: s.name,
  brand: s.brand,
  imageUrl: s.imageUrl,
  value: s.value,
  wear: s.wear,
  color: null,
});

export function userView(user: SandboxUser) {
  return {
    id: user.id,
    steamId: user.steamId,
    displayName: user.displayName,
    avatar: user.avatar,
    level: user.level,
    wallets: user.wallets,
  };
}

export function inventoryItemView(item: SandboxInventoryItem) {
  return {
    id: item.id,
    steamExternalAssetId: item.assetId,
    tradable: item.tradable && !item.listedInTradeId,
    steamInspectItem: { paintWear: item.paintWear },
    steamStickersDescriptions: item.stickers.map(stickerView),
    itemVariant: itemVariantView(item),
    maxMarkupPercent: item.maxMarkupPercent,
  };
}

export function tradeView(trade: SandboxTrade, accounts: MarketAccounts) {
  const party = (id: string | null) => {
    const user = id ? accounts.users.get(id) : undefined;
    return user
      ? { id: user.id, steamId: user.steamId, displayName: user.displayName, avatar: user.avatar }
      : null;
  };
  const withdrawer = trade.withdrawerId ? accounts.users.get(trade.withdrawerId) : undefined;
  return {
    id: trade.id,
    status: trade.status,
    totalValue: trade.totalValue,
    markupPercent: trade.markupPercent,
    createdAt: trade.createdAt.toISOString(),
    updatedAt: trade.updatedAt.toISOString(),
    expiresAt: trade.expiresAt.toISOString(),
    canJoinAfter: trade.canJoinAfter.toISOString(),
    depositor: party(trade.depositorId),
    withdrawer: party(trade.withdrawerId),
    withdrawerSteamTradeUrl: withdrawer?.steamTradeUrl ?? null,
    tradeItems: trade.items.map((item) => ({
      id: item.id,
      marketName: item.marketName,
      value: item.tradeValue,
      markupPercent: item.markupPercent,
      steamExternalAssetId: item.assetId,
      steamInspectItem: { paintWear: item.paintWear },
      stickers: item.stickers.map(stickerView),
      itemVariant: itemVariantView(item),
    })),
    avgPaintWear: trade.items.length
      ? trade.items.reduce((sum, i) => sum + i.paintWear, 0) / trade.items.length
      : null,
    hasStickers: trade.items.some((i) => i.stickers.length > 0),
  };
}

/** Cursor paging as CSGORoll does it: opaque cursors, `first` capped. */
export function connection<T, V>(
  all: T[],
  args: { first?: number | null; after?: string | null },
  view: (t: T) => V,
) {
  const first = Math.min(Math.max(args.first ?? 25, 1), 100);
  const start = args.after ? Number(Buffer.from(args.after, 'base64url').toString()) + 1 : 0;
  const slice = all.slice(start, start + first);
  const cursor = (i: number) => Buffer.from(String(start + i)).toString('base64url');
  return {
    pageInfo: {
      hasNextPage: start + first < all.length,
      endCursor: slice.length ? cursor(slice.length - 1) : null,
    },
    edges: slice.map((node, i) => ({ node: view(node), cursor: cursor(i) })),
  };
}
