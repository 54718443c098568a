// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of the untyped Steam libraries must reach every program compiling this file (server, bots)
/// <reference path="./steam-libraries.d.ts" />
import { wearFromSteamCategory } from '@skinpilot/domain';
import type { CEconItem } from 'steamcommunity';
import { itemImageUrl } from '../catalogue/item-image';
import type { SteamInventoryItem } from '../types/steam';

const DAY_MS = 86_400_000;

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
  };
}
