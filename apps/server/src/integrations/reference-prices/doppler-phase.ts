/**
 * Keyed sources write a Doppler's phase after the market hash name, as "★ Karambit | Doppler
 * (Factory New) - Phase 2" or "... Gamma Doppler (Factory New) - Emerald". The table keeps the
 * market hash name and the phase apart (as csgotrader's file does), so both read the same.
 */
const PHASE_SUFFIX = / - (Phase [1-4]|Ruby|Sapphire|Black Pearl|Emerald)$/;

export function splitDopplerPhase(name: string): { marketHashName: string; phase: string | null } {
  const match = PHASE_SUFFIX.exec(name);
  if (!match || !name.includes('Doppler')) return { marketHashName: name, phase: null };
  return { marketHashName: name.slice(0, match.index), phase: match[1]! };
}
