import type { SteamInventoryItem } from '@skinpilot/contract';
import { wearFromSteamCategory, type WearCode } from '@skinpilot/domain';

/** Steam's internal rarity tags as section 9 names them. */
const rarityNames: Record<string, string> = {
  Rarity_Default: 'Stock',
  Rarity_Common: 'Consumer Grade',
  Rarity_Uncommon: 'Industrial Grade',
  Rarity_Rare: 'Mil-Spec Grade',
  Rarity_Mythical: 'Restricted',
  Rarity_Legendary: 'Classified',
  Rarity_Ancient: 'Covert',
  Rarity_Immortal: 'Contraband',
};

export function rarityLabel(internal: string | null): string {
  if (!internal) return 'Unknown';
  const base = internal.replace(/_(Weapon|Character)$/, '');
  return rarityNames[base] ?? 'UNNAMED';
}

export const wearOf = (item: SteamInventoryItem): WearCode | null =>
  item.exterior_internal ? wearFromSteamCategory(item.exterior_internal) : null;

/** quality `strange` means StatTrak, `tournament` Souvenir (section 3). */
export const isStatTrak = (item: SteamInventoryItem) => item.quality_internal === 'strange';
export const isSouvenir = (item: SteamInventoryItem) => item.quality_internal === 'tournament';

/** Search by item name (section 2.12) and, when asked, tradable items only. */
export function filterSteamItems(items: SteamInventoryItem[], search: string, tradableOnly: boolean) {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (!tradableOnly || item.tradable) &&
      (!needle ||
        item.market_name.toLowerCase().includes(needle) ||
        item.name.toLowerCase().includes(needle)),
  );
}
