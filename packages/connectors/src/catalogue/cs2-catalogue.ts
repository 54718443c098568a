import { wearFromFloat, type WearCode } from '@skinpilot/domain';
/**
 * A slice of the CS2 item catalogue: enough weapons, finishes, rarities and stickers for the sandbox
 * market to look like the real one. Base values are in CSGORoll coins for a Field-Tested copy.
 */

export type Cs2Rarity = {
  name: string;
  /** Steam's internal tag, as inventories report it. */
  internal: string;
  color: string;
};

export const CS2_RARITIES = {
  consumer: { name: 'Consumer Grade', internal: 'Rarity_Common_Weapon', color: '#b0c3d9' },
  industrial: { name: 'Industrial Grade', internal: 'Rarity_Uncommon_Weapon', color: '#5e98d9' },
  milspec: { name: 'Mil-Spec', internal: 'Rarity_Rare_Weapon', color: '#4b69ff' },
  restricted: { name: 'Restricted', internal: 'Rarity_Mythical_Weapon', color: '#8847ff' },
  classified: { name: 'Classified', internal: 'Rarity_Legendary_Weapon', color: '#d32ce6' },
  covert: { name: 'Covert', internal: 'Rarity_Ancient_Weapon', color: '#eb4b4b' },
  extraordinary: { name: 'Extraordinary', internal: 'Rarity_Ancient', color: '#eb4b4b' },
  contraband: { name: 'Contraband', internal: 'Rarity_Immortal', color: '#e4ae39' },
} as const satisfies Record<string, Cs2Rarity>;

export type Cs2RarityKey = keyof typeof CS2_RARITIES;

export type Cs2Skin = {
  weapon: string;
  finish: string;
  rarity: Cs2RarityKey;
  /** Float range the finish can drop with. */
  minFloat: number;
  maxFloat: number;
  baseValue: number;
  canBeStatTrak: boolean;
  canBeSouvenir: boolean;
};

const skin = (
  weapon: string,
  finish: string,
  rarity: Cs2RarityKey,
  baseValue: number,
  range: [number, number] = [0, 1],
  flags: { statTrak?: boolean; souvenir?: boolean } = {},
): Cs2Skin => ({
  weapon,
  finish,
  rarity,
  minFloat: range[0],
  maxFloat: range[1],
  baseValue,
  canBeStatTrak: flags.statTrak ?? true,
  canBeSouvenir: flags.souvenir ?? false,
});

export const CS2_SKINS: readonly Cs2Skin[] = [
  skin('AK-47', 'Redline', 'classified', 24.5, [0.1, 0.7]),
  skin('AK-47', 'Vulcan', 'covert', 160, [0, 0.9]),
  skin('AK-47', 'Asiimov', 'covert', 95, [0.05, 1]),
  skin('AK-47', 'Slate', 'restricted', 4.1, [0, 1]),
  skin('AK-47', 'Safari Mesh', 'industrial', 0.4, [0.06, 0.8], { souvenir: true }),
  skin('AWP', 'Asiimov', 'covert', 120, [0.18, 1]),
  skin('AWP', 'Dragon Lore', 'covert', 9800, [0, 0.7], { statTrak: false, souvenir: true }),
  skin('AWP', 'Atheris', 'restricted', 5.2, [0, 1]),
  skin('AWP', 'Safari Mesh', 'industrial', 0.9, [0.06, 0.8], { souvenir: true }),
  skin('M4A4', 'Howl', 'contraband', 4900, [0, 0.4]),
  skin('M4A4', 'Desolate Space', 'classified', 18, [0, 1]),
  skin('M4A1-S', 'Printstream', 'covert', 140, [0, 1]),
  skin('M4A1-S', 'Decimator', 'classified', 12.5, [0, 0.85]),
  skin('USP-S', 'Kill Confirmed', 'covert', 65, [0, 1]),
  skin('USP-S', 'Cortex', 'classified', 6.3, [0, 1]),
  skin('Glock-18', 'Fade', 'restricted', 1450, [0, 0.08], { statTrak: false }),
  skin('Glock-18', 'Water Elemental', 'classified', 7.8, [0, 1]),
  skin('Desert Eagle', 'Blaze', 'restricted', 520, [0, 0.08], { statTrak: false }),
  skin('Desert Eagle', 'Printstream', 'covert', 48, [0, 1]),
  skin('P250', 'Sand Dune', 'consumer', 0.05, [0.06, 0.8], { souvenir: true }),
  skin('MP9', 'Starlight Protector', 'covert', 21, [0, 1]),
  skin('Five-SeveN', 'Case Hardened', 'classified', 9.4, [0, 1]),
  skin('FAMAS', 'Commemoration', 'covert', 8.1, [0, 1]),
  skin('Galil AR', 'Chatterbox', 'covert', 14, [0.35, 0.85]),
  skin('★ Karambit', 'Doppler', 'extraordinary', 1150, [0, 0.08]),
  skin('★ Butterfly Knife', 'Fade', 'extraordinary', 2300, [0, 0.08]),
  skin('★ Sport Gloves', 'Vice', 'extraordinary', 1700, [0.06, 0.8], { statTrak: false }),
];

export type Cs2Sticker = { name: string; brand: string; value: number };

export const CS2_STICKERS: readonly Cs2Sticker[] = [
  { name: 'Crown (Foil)', brand: 'Sticker', value: 780 },
  { name: 'Natus Vincere | Katowice 2014', brand: 'Sticker', value: 1300 },
  { name: 'Vitality (Holo) | Paris 2023', brand: 'Sticker', value: 6.5 },
  { name: 'Battle Scarred', brand: 'Sticker', value: 0.3 },
  { name: 'Clutch King', brand: 'Sticker', value: 0.9 },
];

export type Cs2Exterior = {
  name: string;
  code: WearCode;
  category: string;
};

export const CS2_EXTERIORS: readonly Cs2Exterior[] = [
  { name: 'Factory New', code: 'FN', category: 'WearCategory0' },
  { name: 'Minimal Wear', code: 'MW', category: 'WearCategory1' },
  { name: 'Field-Tested', code: 'FT', category: 'WearCategory2' },
  { name: 'Well-Worn', code: 'WW', category: 'WearCategory3' },
  { name: 'Battle-Scarred', code: 'BS', category: 'WearCategory4' },
];

/** Value factor per exterior against a Field-Tested copy: better wear sells higher. */
export const EXTERIOR_VALUE_FACTOR: Record<Cs2Exterior['code'], number> = {
  FN: 1.9,
  MW: 1.35,
  FT: 1,
  WW: 0.85,
  BS: 0.75,
};

/** The float bounds are the domain's (wearFromFloat), shared with the screens. */
export function exteriorForFloat(paintWear: number): Cs2Exterior {
  const code = wearFromFloat(paintWear);
  return CS2_EXTERIORS.find((e) => e.code === code)!;
}
