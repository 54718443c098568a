import {
  CSGOROLL_TRADE_STATUSES,
  type CsgorollInventoryItem,
  type CsgorollItemVariant,
  type CsgorollSticker,
  type CsgorollTrade,
  type CsgorollTradeParty,
  type CsgorollTradeStatus,
  type CsgorollUser,
  type CsgorollWallet,
} from '../types/csgoroll';

/**
 * Raw answers to typed values. Tolerant on purpose: unknown fields are ignored and missing optional
 * ones become null, because CSGORoll adds and drops fields without notice.
 */
type Raw = Record<string, unknown> | null | undefined;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const strOrNull = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : String(v);
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
const numOrNull = (v: unknown): number | null =>
  v === null || v === undefined || v === '' ? null : Number(v);
const list = (v: unknown): Raw[] => (Array.isArray(v) ? (v as Raw[]) : []);
const obj = (v: unknown): Raw => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);

export function parseWallet(raw: Raw): CsgorollWallet {
  return { id: str(raw?.id), name: str(raw?.name), amount: num(raw?.amount) };
}

export function parseUser(raw: Raw): CsgorollUser {
  return {
    id: str(raw?.id),
    steamId: strOrNull(raw?.steamId),
    displayName: str(raw?.displayName),
    avatar: strOrNull(raw?.avatar),
    level: num(raw?.level),
    wallets: list(raw?.wallets).map(parseWallet),
  };
}

export function parseItemVariant(raw: Raw): CsgorollItemVariant {
  return {
    id: str(raw?.id),
    name: str(raw?.name),
    brand: str(raw?.brand),
    color: strOrNull(raw?.color),
    rarity: strOrNull(raw?.rarity),
    iconUrl: str(raw?.iconUrl),
    value: num(raw?.value),
    externalId: str(raw?.externalId),
  };
}

export function parseSticker(raw: Raw): CsgorollSticker {
  return {
    itemVariantId: strOrNull(raw?.itemVariantId),
    name: str(raw?.name),
    brand: strOrNull(raw?.brand),
    imageUrl: str(raw?.imageUrl),
    value: numOrNull(raw?.value),
    wear: numOrNull(raw?.wear),
  };
}

export function parseInventoryItem(raw: Raw): CsgorollInventoryItem {
  return {
    id: str(raw?.id),
    steamExternalAssetId: str(raw?.steamExternalAssetId),
    tradable: raw?.tradable === true,
    paintWear: numOrNull(obj(raw?.steamInspectItem)?.paintWear),
    stickers: list(raw?.steamStickersDescriptions).map(parseSticker),
    itemVariant: parseItemVariant(obj(raw?.itemVariant)),
    maxMarkupPercent: num(raw?.maxMarkupPercent),
  };
}

const parseParty = (raw: Raw): CsgorollTradeParty | null =>
  raw ? { id: str(raw.id), steamId: strOrNull(raw.steamId), displayName: str(raw.displayName) } : null;

function parseStatus(v: unknown): CsgorollTradeStatus {
  const status = str(v).toUpperCase() as CsgorollTradeStatus;
  // An unknown future status is safest read as "not available to us".
  return CSGOROLL_TRADE_STATUSES.includes(status) ? status : 'CANCELLED';
}

export function parseTrade(raw: Raw): CsgorollTrade {
  return {
    id: str(raw?.id),
    status: parseStatus(raw?.status),
    totalValue: num(raw?.totalValue),
    markupPercent: num(raw?.markupPercent),
    createdAt: str(raw?.createdAt),
    updatedAt: str(raw?.updatedAt),
    expiresAt: strOrNull(raw?.expiresAt),
    depositor: parseParty(obj(raw?.depositor)),
    withdrawer: parseParty(obj(raw?.withdrawer)),
    withdrawerSteamTradeUrl: strOrNull(raw?.withdrawerSteamTradeUrl),
    tradeItems: list(raw?.tradeItems).map((item) => ({
      id: str(item?.id),
      marketName: str(item?.marketName),
      value: num(item?.value),
      markupPercent: num(item?.markupPercent),
      steamExternalAssetId: strOrNull(item?.steamExternalAssetId),
      paintWear: numOrNull(obj(item?.steamInspectItem)?.paintWear),
      stickers: list(item?.stickers).map(parseSticker),
      itemVariant: parseItemVariant(obj(item?.itemVariant)),
    })),
    avgPaintWear: numOrNull(raw?.avgPaintWear),
    hasStickers: raw?.hasStickers === true,
  };
}

/** The listing feed answers `createTrades.trades[]`; older builds answer `createTrade.trade`. */
export function parseNewTrades(data: Raw): CsgorollTrade[] {
  const batch = obj(data?.createTrades);
  if (batch) return list(batch.trades).map(parseTrade);
  const single = obj(obj(data?.createTrade)?.trade);
  return single ? [parseTrade(single)] : [];
}

export function parseConnection<T>(
  raw: Raw,
  parseNode: (node: Raw) => T,
): { items: T[]; nextCursor: string | null } {
  const pageInfo = obj(raw?.pageInfo);
  return {
    items: list(raw?.edges).map((edge) => parseNode(obj(edge?.node))),
    nextCursor: pageInfo?.hasNextPage === true ? strOrNull(pageInfo.endCursor) : null,
  };
}
