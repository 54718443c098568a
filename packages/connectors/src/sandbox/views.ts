import type { GeneratedItem, GeneratedSticker } from '../catalogue/generate-item';
import { hashText } from '../catalogue/seeded-random';
import type { MarketAccounts } from './market-accounts';
import type { SandboxInventoryItem, SandboxTrade, SandboxUser, SandboxUserItem } from './market-model';
import { relayId } from './relay-id';

/** Market records in CSGORoll's GraphQL shapes (reference section 5). */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** `StatTrak™ FAMAS`, `★ Bowie Knife`: CSGORoll's `brand` carries the prefixes. */
function brandOf(item: GeneratedItem): string {
  const prefix = item.isStatTrak ? 'StatTrak™ ' : item.isSouvenir ? 'Souvenir ' : '';
  return item.weapon.startsWith('★ ') ? `★ ${prefix}${item.weapon.slice(2)}` : `${prefix}${item.weapon}`;
}

/** CSGORoll's rarity is one lower-case word: `covert`, `mil-spec`, `consumer`. */
const rarityOf = (item: GeneratedItem) => item.rarityName.split(' ')[0]!.toLowerCase();

/** One variant per market hash name; the Item id stands for the skin whatever its exterior. */
export const variantIdOf = (item: GeneratedItem) =>
  relayId('ItemVariant', 1000 + (hashText(item.marketName) % 90_000));

/** CSGORoll's `color` on an item variant is the exterior text ("Field-Tested"), not a colour code. */
export function itemVariantView(item: GeneratedItem) {
  return {
    id: variantIdOf(item),
    itemId: relayId('Item', 1000 + (hashText(`${item.weapon}|${item.finish}`) % 90_000)),
    name: item.finish,
    brand: brandOf(item),
    color: item.exterior.name,
    rarity: rarityOf(item),
    iconUrl: item.iconUrl,
    value: item.value,
    displayValue: item.value,
    externalId: item.marketName,
    depositable: true,
    withdrawable: true,
    currency: 'COINS',
    exchangeRate: 1,
    size: 1,
    usable: true,
  };
}

const stickerView = (s: GeneratedSticker, i: number) => ({
  id: relayId('Sticker', 500 + i),
  name: s.name,
  brand: 'Sticker',
  color: null,
  wear: s.wear,
  imageUrl: s.imageUrl,
  value: s.value,
});

/** A trade party (depositor or withdrawer): public fields only, no wallets. */
function partyView(user: SandboxUser | undefined) {
  if (!user) return null;
  return {
    id: user.id,
    steamId: user.steamId,
    name: user.displayName,
    displayName: user.displayName,
    steamDisplayName: user.displayName,
    avatar: user.avatar,
    online: true,
    steamLevel: user.level,
    steamRegistrationDate: '2019-03-14T10:00:00.000Z',
    wallets: [],
  };
}

export function userView(user: SandboxUser) {
  return {
    ...partyView(user),
    email: user.email,
    verified: true,
    currency: 'COINS',
    createdAt: '2023-01-01T00:00:00.000Z',
    acceptTos: true,
    mutedUntil: null,
    userProgress: {
      id: relayId('UserProgress', Number(user.steamId.slice(-6))),
      xp: user.level * 1000,
      requiredXp: user.level * 1000,
      nextRequiredXp: (user.level + 1) * 1000,
      level: user.level,
    },
    unlockedChat: true,
    lastDepositAt: null,
    stickyReferee: false,
    steamApiKey: null,
    steamTradeUrl: user.steamTradeUrl,
    steamAccessToken: user.steamAccessToken,
    steamAccessTokenExpiresAt: iso(user.steamAccessTokenExpiresAt),
    verificationStatus: 'NONE',
    totalDeposit: 0,
    dailyWithdrawLimit: user.dailyWithdrawLimit,
    preferences: null,
    referralPromoCode: null,
    team: null,
    tickets: { total: 0 },
    wallets: user.wallets,
    market: { id: relayId('Market', 1), slug: 'world', name: 'World' },
    trader: user.trader,
    suspectedTrader: user.suspectedTrader,
    microphoneEnabled: false,
    roles: [],
  };
}

export function inventoryItemView(item: SandboxInventoryItem) {
  return {
    id: item.externalAssetId,
    tradable: item.tradable && !item.listedInTradeId,
    steamExternalAssetId: item.externalAssetId,
    steamItemIdentifiers: { assetId: item.assetId },
    steamInspectItem: { paintWear: item.paintWear },
    steamStickersDescriptions: item.stickers.map((s) => ({ name: s.name })),
    itemVariant: itemVariantView(item),
    maxMarkupPercent: item.maxMarkupPercent,
  };
}

export function userItemView(userItem: SandboxUserItem) {
  return {
    id: userItem.id,
    status: userItem.status,
    value: userItem.item.value,
    marketId: null,
    itemVariant: itemVariantView(userItem.item),
  };
}

/** When this viewer may join: suspected traders by their own (earlier) time, others by canJoinAfter. */
export function joinTimeFor(trade: SandboxTrade, viewer: SandboxUser | null): Date | null {
  return viewer?.suspectedTrader ? trade.suspectedTraderCanJoinAfter : trade.canJoinAfter;
}

/**
 * A trade as `viewer` sees it. The depositor is hidden from everyone but the two parties, as the
 * public feed shows (`depositor: null` in every captured listing).
 */
export function tradeView(
  trade: SandboxTrade,
  accounts: MarketAccounts,
  viewer: SandboxUser | null,
  now: Date = new Date(),
) {
  const isParty = viewer !== null && (viewer.id === trade.depositorId || viewer.id === trade.withdrawerId);
  const withdrawer = trade.withdrawerId ? accounts.users.get(trade.withdrawerId) : undefined;
  const isDepositor = viewer?.id === trade.depositorId;
  const joinTime = joinTimeFor(trade, viewer);
  const wears = trade.items.map((i) => i.paintWear);
  return {
    id: trade.id,
    status: trade.status,
    steamAppName: 'CSGO',
    cancelReason: trade.cancelReason,
    canJoinAfter: iso(trade.canJoinAfter),
    suspectedTraderCanJoinAfter: iso(trade.suspectedTraderCanJoinAfter),
    canJoin: trade.status === 'LISTED' && !isDepositor && (!joinTime || joinTime <= now),
    markupPercent: trade.markupPercent,
    totalValue: trade.totalValue,
    customValue: trade.customValue,
    createdAt: iso(trade.createdAt),
    updatedAt: iso(trade.updatedAt),
    expiresAt: iso(trade.expiresAt),
    joinedAt: iso(trade.joinedAt),
    depositorLastActiveAt: iso(trade.depositorLastActiveAt),
    depositor: isParty ? partyView(accounts.users.get(trade.depositorId)) : null,
    withdrawer: partyView(withdrawer),
    // The depositor needs it to send the Steam offer, once the trade is processing.
    withdrawerSteamTradeUrl:
      isDepositor && withdrawer && trade.status !== 'LISTED' && trade.status !== 'JOINED'
        ? withdrawer.steamTradeUrl
        : null,
    tradeItems: trade.items.map((item) => ({
      id: item.id,
      marketName: item.marketName,
      value: item.tradeValue,
      markupPercent: item.markupPercent,
      customValue: trade.customValue,
      steamExternalAssetId: item.externalAssetId,
      itemVariant: itemVariantView(item),
      stickers: item.stickers.map(stickerView),
      patternPercentage: null,
    })),
    trackingType: 'API_KEY_DEPOSITOR',
    avgPaintWear: wears.length
      ? Math.round((wears.reduce((a, b) => a + b, 0) / wears.length) * 1000) / 1000
      : null,
    avgPaintWearRange: wears.length ? { min: Math.min(...wears), max: Math.max(...wears) } : null,
    hasStickers: trade.items.some((i) => i.stickers.length > 0),
  };
}

const MAX_PAGE_SIZE = 250;

/** Cursor paging: opaque base64 cursors, `first` up to 250 as public clients ask. */
export function connection<T, V>(
  all: T[],
  args: { first?: number | null; after?: string | null },
  view: (t: T) => V,
) {
  const first = Math.min(Math.max(args.first ?? 25, 1), MAX_PAGE_SIZE);
  const decoded = args.after ? Number(Buffer.from(args.after, 'base64').toString()) : NaN;
  const start = Number.isInteger(decoded) ? decoded + 1 : 0;
  const slice = all.slice(start, start + first);
  const cursor = (i: number) => Buffer.from(String(start + i)).toString('base64');
  return {
    pageInfo: {
      hasNextPage: start + first < all.length,
      endCursor: slice.length ? cursor(slice.length - 1) : null,
    },
    edges: slice.map((node, i) => ({ node: view(node), cursor: cursor(i) })),
  };
}
