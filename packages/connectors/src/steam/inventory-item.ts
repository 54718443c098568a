// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of the untyped Steam libraries must reach every program compiling this file (server, bots)
/// <reference path="./steam-libraries.d.ts" />
import { wearFromSteamCategory } from '@skinpilot/domain';
import type { CEconItem } from 'steamcommunity';
import { itemImageUrl } from '../catalogue/item-image';
import type { SteamInventoryItem } from '../types/steam';

const DAY_MS = 86_400_000;

/** CS2's inventory contexts: 2 holds the items, 16 those under Steam's trade protection (2025). */
export const ITEMS_CONTEXT = '2';
export const PROTECTED_CONTEXT = '16';

const tag = (item: CEconItem, category: string) => item.tags?.find((t) => t.category === category);

/** Days until `when`, rounded up; 0 when it is past or unknown. */
function daysUntil(when: string | undefined, nowMs: number): number {
  const at = when ? Date.parse(when) : NaN;
  return Number.isFinite(at) && at > nowMs ? Math.ceil((at - nowMs) / DAY_MS) : 0;
}

/** A CEconItem of the CS2 inventory in our shape: wear, StatTrak/Souvenir and cooldowns read from its tags. */
export function inventoryItemFrom(
  item: CEconItem,
  assetsBaseUrl: string,
  nowMs = Date.now(),
): SteamInventoryItem {
  const isProtected = String(item.contextid) === PROTECTED_CONTEXT;
  const quality = tag(item, 'Quality')?.internal_name ?? null;
  const exterior = tag(item, 'Exterior')?.internal_name ?? null;
  const rarity = tag(item, 'Rarity');
  // An untradable item with a cache expiry is on trade hold until then (Steam's 7-day cooldown).
  const holdDays = item.tradable ? 0 : daysUntil(item.cache_expiration, nowMs);
  return {
    assetId: String(item.assetid ?? item.id ?? ''),
    classId: String(item.classid),
    instanceId: String(item.instanceid ?? '0'),
    name: item.name ?? '',
    marketName: item.market_name ?? '',
    marketHashName: item.market_hash_name ?? '',
    type: item.type ?? '',
    iconUrl: itemImageUrl(item.icon_url, assetsBaseUrl),
    tradable: item.tradable === true,
    marketable: item.marketable === true,
    commodity: item.commodity === true,
    amount: Number(item.amount ?? 1),
    qualityInternal: quality,
    exteriorInternal: exterior,
    rarityInternal: rarity?.internal_name ?? null,
    rarityColor: rarity?.color ? `#${rarity.color.replace(/^#/, '')}` : null,
    wear: exterior ? wearFromSteamCategory(exterior) : null,
    isStatTrak: quality === 'strange',
    isSouvenir: quality === 'tournament',
    tradeCooldownDays: holdDays,
    marketCooldownDays: item.marketable ? 0 : holdDays,
    protected: isProtected,
  };
}

/**
 * The CS2 items of an inventory answer (contexts 2 and 16) in our shape. An entry of another context
 * is not a CS2 item we know how to read: it is skipped with the reason, never guessed.
 */
export function inventoryItemsOf(
  items: CEconItem[],
  assetsBaseUrl: string,
  onSkipped: (reason: string) => void = () => undefined,
  nowMs = Date.now(),
): SteamInventoryItem[] {
  const known = new Set([ITEMS_CONTEXT, PROTECTED_CONTEXT]);
  const read: SteamInventoryItem[] = [];
  for (const item of items) {
    const context = String(item.contextid);
    if (known.has(context)) read.push(inventoryItemFrom(item, assetsBaseUrl, nowMs));
    else onSkipped(`inventory item ${String(item.assetid ?? item.id)} skipped: unknown context ${context}`);
  }
  return read;
}
