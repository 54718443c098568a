import {
  CS2_RARITIES,
  CS2_SKINS,
  CS2_STICKERS,
  EXTERIOR_VALUE_FACTOR,
  exteriorForFloat,
  type Cs2Exterior,
  type Cs2Skin,
} from './cs2-catalogue';
import { fallbackItemImage } from './item-image';
import type { Random } from './seeded-random';

export type GeneratedSticker = { name: string; brand: string; value: number; imageUrl: string; wear: number };

/** One concrete copy of a skin, as both the sandbox market and the sandbox Steam hand it out. */
export type GeneratedItem = {
  assetId: string;
  weapon: string;
  finish: string;
  marketName: string;
  rarityName: string;
  rarityInternal: string;
  rarityColor: string;
  exterior: Cs2Exterior;
  paintWear: number;
  isStatTrak: boolean;
  isSouvenir: boolean;
  stickers: GeneratedSticker[];
  /** Coins, two decimals. */
  value: number;
  iconUrl: string;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export function marketNameOf(
  skin: Cs2Skin,
  exterior: Cs2Exterior,
  isStatTrak: boolean,
  isSouvenir: boolean,
): string {
  const isKnifeOrGloves = skin.weapon.startsWith('★');
  const weapon = isKnifeOrGloves ? skin.weapon.slice(2) : skin.weapon;
  const prefix = `${isKnifeOrGloves ? '★ ' : ''}${isStatTrak ? 'StatTrak™ ' : ''}${isSouvenir ? 'Souvenir ' : ''}`;
  return `${prefix}${weapon} | ${skin.finish} (${exterior.name})`;
}

/** Draws a realistic item: float within the finish's range, rare StatTrak/Souvenir, a few stickers. */
export function generateItem(random: Random, assetId: string): GeneratedItem {
  const skin = random.pick(CS2_SKINS);
  const paintWear = round2(skin.minFloat + random.next() * (skin.maxFloat - skin.minFloat)) || 0.01;
  const exterior = exteriorForFloat(paintWear);
  const isSouvenir = skin.canBeSouvenir && random.chance(0.3);
  const isStatTrak = !isSouvenir && skin.canBeStatTrak && random.chance(0.12);
  const stickers = skin.weapon.startsWith('★')
    ? []
    : Array.from({ length: random.chance(0.35) ? random.int(1, 4) : 0 }, () => {
        const sticker = random.pick(CS2_STICKERS);
        return {
          name: sticker.name,
          brand: sticker.brand,
          value: sticker.value,
          imageUrl: fallbackItemImage(sticker.name, '#e4ae39'),
          wear: round2(random.next() * 0.5),
        };
      });
  const rarity = CS2_RARITIES[skin.rarity];
  const statTrakFactor = isStatTrak ? 1.6 : 1;
  const value = Math.max(
    0.05,
    round2(
      skin.baseValue * EXTERIOR_VALUE_FACTOR[exterior.code] * statTrakFactor * (0.92 + random.next() * 0.16),
    ),
  );
  const marketName = marketNameOf(skin, exterior, isStatTrak, isSouvenir);
  return {
    assetId,
    weapon: skin.weapon,
    finish: skin.finish,
    marketName,
    rarityName: rarity.name,
    rarityInternal: rarity.internal,
    rarityColor: rarity.color,
    exterior,
    paintWear,
    isStatTrak,
    isSouvenir,
    stickers,
    value,
    iconUrl: fallbackItemImage(`${skin.weapon} ${skin.finish}`, rarity.color),
  };
}
