import {
  CSGOROLL_TRADE_STATUSES,
  type CsgorollInventoryItem,
  type CsgorollItemVariant,
  type CsgorollSticker,
  type CsgorollTrade,
  type CsgorollTradeItem,
  type CsgorollTradeParty,
  type CsgorollTradeStatus,
  type CsgorollUser,
  type CsgorollWallet,
} from '../types/csgoroll';

/**
 * Raw answers to typed values. Tolerant on purpose: unknown fields are ignored, a missing or
 * wrongly typed optional field becomes null, and only a record without its id is dropped, because
 * CSGORoll adds and drops fields without notice. Written for the feed's hot path: no copies, no
 * closures per field.
 */
type Raw = Record<string, unknown> | null | undefined;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const strOrNull = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;
const num = (v: unknown): number => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  const n = typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const numOrNull = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const n = typeof v === 'string' && v !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const boolOrNull = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const list = (v: unknown): Raw[] => (Array.isArray(v) ? (v as Raw[]) : []);
const obj = (v: unknown): Raw =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : null;

export function parseWallet(raw: Raw): CsgorollWallet {
  return { id: str(raw?.id), name: str(raw?.name), amount: num(raw?.amount), currency: str(raw?.currency) };
}

export function parseUser(raw: Raw): CsgorollUser {
  return {
    id: str(raw?.id),
    steamId: strOrNull(raw?.steamId),
    displayName: str(raw?.name ?? raw?.displayName),
    avatar: strOrNull(raw?.avatar),
    level: num(obj(raw?.userProgress)?.level),
    wallets: list(raw?.wallets).map(parseWallet),
    dailyWithdrawLimit: numOrNull(raw?.dailyWithdrawLimit),
    steamAccessTokenExpiresAt: strOrNull(raw?.steamAccessTokenExpiresAt),
  };
}

function parseItemVariant(raw: Raw): CsgorollItemVariant | null {
  if (!raw) return null;
  return {
    id: str(raw.id),
    name: str(raw.name),
    brand: str(raw.brand),
    color: strOrNull(raw.color),
    rarity: strOrNull(raw.rarity),
    iconUrl: str(raw.iconUrl),
    value: num(raw.value),
    externalId: str(raw.externalId),
  };
}

function parseSticker(raw: Raw): CsgorollSticker {
  return {
    name: str(raw?.name),
    brand: strOrNull(raw?.brand),
    color: strOrNull(raw?.color),
    imageUrl: strOrNull(raw?.imageUrl),
    value: numOrNull(raw?.value),
    wear: numOrNull(raw?.wear),
  };
}

export function parseInventoryItem(raw: Raw): CsgorollInventoryItem | null {
  const assetId = strOrNull(obj(raw?.steamItemIdentifiers)?.assetId);
  const variant = parseItemVariant(obj(raw?.itemVariant));
  if (!assetId || !variant) return null;
  return {
    steamExternalAssetId: str(raw?.steamExternalAssetId),
    assetId,
    tradable: raw?.tradable === true,
    paintWear: numOrNull(obj(raw?.steamInspectItem)?.paintWear),
    stickers: list(raw?.steamStickersDescriptions).map(parseSticker),
    itemVariant: variant,
    maxMarkupPercent: num(raw?.maxMarkupPercent),
  };
}

const parseParty = (raw: Raw): CsgorollTradeParty | null =>
  raw
    ? {
        id: str(raw.id),
        steamId: strOrNull(raw.steamId),
        displayName: str(raw.steamDisplayName ?? raw.displayName),
      }
    : null;

function parseStatus(v: unknown): CsgorollTradeStatus {
  // An unknown future status is safest read as "not available to us".
  return CSGOROLL_TRADE_STATUSES.includes(v as CsgorollTradeStatus)
    ? (v as CsgorollTradeStatus)
    : 'CANCELLED';
}

function parseTradeItems(raw: unknown): CsgorollTradeItem[] {
  const items: CsgorollTradeItem[] = [];
  if (!Array.isArray(raw)) return items;
  for (const item of raw as Raw[]) {
    // C saw feed items that were null or lacked their variant; such an item is kept without one.
    if (item === null || typeof item !== 'object') continue;
    items.push({
      id: str(item.id),
      marketName: str(item.marketName),
      value: num(item.value),
      markupPercent: num(item.markupPercent),
      steamExternalAssetId: strOrNull(item.steamExternalAssetId),
      stickers: Array.isArray(item.stickers) ? (item.stickers as Raw[]).map(parseSticker) : [],
      itemVariant: parseItemVariant(obj(item.itemVariant)),
    });
  }
  return items;
}

/** A trade, or null when the record has no id (nothing could be done with it). */
export function parseTrade(raw: Raw): CsgorollTrade | null {
  const id = raw?.id;
  if (typeof id !== 'string' || id === '') return null;
  return {
    id,
    status: parseStatus(raw!.status),
    cancelReason: strOrNull(raw!.cancelReason),
    totalValue: num(raw!.totalValue),
    markupPercent: num(raw!.markupPercent),
    customValue: raw!.customValue === true,
    createdAt: str(raw!.createdAt),
    updatedAt: str(raw!.updatedAt),
    expiresAt: strOrNull(raw!.expiresAt),
    joinedAt: strOrNull(raw!.joinedAt),
    canJoinAfter: strOrNull(raw!.canJoinAfter),
    suspectedTraderCanJoinAfter: strOrNull(raw!.suspectedTraderCanJoinAfter),
    canJoin: boolOrNull(raw!.canJoin),
    depositorLastActiveAt: strOrNull(raw!.depositorLastActiveAt),
    depositor: parseParty(obj(raw!.depositor)),
    withdrawer: parseParty(obj(raw!.withdrawer)),
    withdrawerSteamTradeUrl: strOrNull(raw!.withdrawerSteamTradeUrl),
    tradeItems: parseTradeItems(raw!.tradeItems),
    avgPaintWear: numOrNull(raw!.avgPaintWear),
    hasStickers: raw!.hasStickers === true,
  };
}

/** Every trade of a list that has an id. */
export function parseTrades(raw: unknown): CsgorollTrade[] {
  const trades: CsgorollTrade[] = [];
  for (const item of list(raw)) {
    const trade = parseTrade(obj(item));
    if (trade) trades.push(trade);
  }
  return trades;
}

/** The listing feed answers `createTrades.trades[]`; older builds answer `createTrade.trade`. */
export function parseNewTrades(data: Raw): CsgorollTrade[] {
  const batch = obj(data?.createTrades);
  if (batch) return parseTrades(batch.trades);
  const single = parseTrade(obj(obj(data?.createTrade)?.trade));
  return single ? [single] : [];
}

export function parseConnection<T>(
  raw: Raw,
  parseNode: (node: Raw) => T | null,
): { items: T[]; nextCursor: string | null } {
  const pageInfo = obj(raw?.pageInfo);
  const items: T[] = [];
  for (const edge of list(raw?.edges)) {
    const node = parseNode(obj(obj(edge)?.node));
    if (node !== null) items.push(node);
  }
  return { items, nextCursor: pageInfo?.hasNextPage === true ? strOrNull(pageInfo.endCursor) : null };
}
