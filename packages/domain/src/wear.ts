export type WearCode = 'FN' | 'MW' | 'FT' | 'WW' | 'BS';

/** Upper float bound of each exterior, in order. */
const WEAR_BOUNDS: [number, WearCode][] = [
  [0.07, 'FN'],
  [0.15, 'MW'],
  [0.37, 'FT'],
  [0.44, 'WW'],
];

export function wearFromFloat(paintWear: number): WearCode {
  return WEAR_BOUNDS.find(([bound]) => paintWear <= bound)?.[1] ?? 'BS';
}

/** Steam's inventory tags say WearCategory0 to WearCategory4. */
export function wearFromSteamCategory(category: string): WearCode | null {
  const index = /^WearCategory([0-4])$/.exec(category)?.[1];
  return index === undefined ? null : (['FN', 'MW', 'FT', 'WW', 'BS'] as const)[Number(index)]!;
}
