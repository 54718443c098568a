/**
 * Credits a bot uses per trade (public-site.md section 9). Withdrawals pay a share of the item's
 * value that falls as the markup rises; manual trades cost nothing.
 */
const WITHDRAWAL_RATES: [maxMarkupExclusive: number, share: number][] = [
  [1.1, 1],
  [2.1, 0.8],
  [3.1, 0.6],
  [5.0, 0.4],
];

export function withdrawalCreditShare(markupPercent: number, manual = false): number {
  if (manual) return 0;
  return WITHDRAWAL_RATES.find(([bound]) => markupPercent < bound)?.[1] ?? 0;
}

export type DepositKind = 'auto_premium' | 'auto_deposit_bot' | 'manual';

export const DEPOSIT_CREDIT_SHARE: Record<DepositKind, number> = {
  auto_premium: 0.15,
  auto_deposit_bot: 0.25,
  manual: 0,
};

/**
 * Credits used, with two decimals, as the ledger stores them. `multiplier` is the admin's global
 * credit multiplier (system setting `global_credit_multiplier`, 0.1 to 5.0, default 1), read per
 * charge so a change applies to the next trade.
 */
export function creditsForTrade(itemValue: number, share: number, multiplier = 1): number {
  return Math.round(itemValue * share * multiplier * 100) / 100;
}
