import { CS2_SKINS, EXTERIOR_VALUE_FACTOR, exteriorForFloat, type Cs2Exterior } from './cs2-catalogue';
import { marketNameOf } from './generate-item';

/** One market hash name the sandbox can hand out, at its middle value in coins. */
export type SandboxPrice = { marketHashName: string; coins: number };

/** StatTrak copies are drawn at this factor of the plain value (as generateItem draws them). */
const STAT_TRAK_FACTOR = 1.6;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What every item the sandbox market and sandbox Steam generate is worth elsewhere: the middle of
 * the value band generateItem draws from (0.92 to 1.08 of the catalogue value). Feed listings add 0
 * to 12 % markup, so about a third of them list under this price and most over it, as on the real
 * market against Buff.
 */
export function sandboxPriceList(): SandboxPrice[] {
  const prices: SandboxPrice[] = [];
  for (const skin of CS2_SKINS) {
    const exteriors = new Map<string, Cs2Exterior>();
    // Every exterior a float inside the finish's range can fall in, at the precision generateItem draws.
    for (let wear = Math.max(skin.minFloat, 0.01); wear <= skin.maxFloat + 1e-9; wear += 0.01) {
      const exterior = exteriorForFloat(round2(wear));
      exteriors.set(exterior.code, exterior);
    }
    for (const exterior of exteriors.values()) {
      const plain = skin.baseValue * EXTERIOR_VALUE_FACTOR[exterior.code];
      const variants: [boolean, boolean, number][] = [[false, false, 1]];
      if (skin.canBeStatTrak) variants.push([true, false, STAT_TRAK_FACTOR]);
      if (skin.canBeSouvenir) variants.push([false, true, 1]);
      for (const [isStatTrak, isSouvenir, factor] of variants) {
        prices.push({
          marketHashName: marketNameOf(skin, exterior, isStatTrak, isSouvenir),
          coins: Math.max(0.05, round2(plain * factor)),
        });
      }
    }
  }
  return prices;
}
