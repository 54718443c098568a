import type { Role } from '@skinpilot/domain';

/**
 * Credits a trade uses (public-site.md section 9): the one rule, used by the bot runtime when it
 * charges a trade and by anything that needs to know what a trade costs.
 *
 * Withdrawals pay a share of the item's value that falls as the markup rises. The spec's bands read
 * "under 1.1 %", "1.1-2.1 %", ... "5.0 % and above", so each band includes its lower edge: 1.1 is
 * in the 80 % band, 2.1 in 60 %, 3.1 in 40 %, and 5.0 pays nothing. The markup is compared at two
 * decimals, as CSGORoll states it, so float dust from a caller's arithmetic cannot move a trade
 * across an edge.
 */
const WITHDRAWAL_BANDS: readonly (readonly [markupBelow: number, share: number])[] = [
  [1.1, 1],
  [2.1, 0.8],
  [3.1, 0.6],
  [5.0, 0.4],
];

/** How a deposit was made: automatically for a Premium user, automatically for a Deposit Bot user, or by hand. */
export type DepositMode = 'auto_premium' | 'auto_deposit_bot' | 'manual';

export const DEPOSIT_CREDIT_SHARE: Readonly<Record<DepositMode, number>> = {
  auto_premium: 0.15,
  auto_deposit_bot: 0.25,
  manual: 0,
};

/** The deposit rate that applies to a user: the Deposit Bot plan (role depositor) pays 0.25x, everyone else 0.15x. */
export function depositMode(role: Role, automatic: boolean): DepositMode {
  if (!automatic) return 'manual';
  return role === 'depositor' ? 'auto_deposit_bot' : 'auto_premium';
}

export type CreditedTrade =
  | {
      action: 'withdrawal';
      /** Coins paid for the item (the listing's value, markup included). */
      itemValue: number;
      markupPercent: number;
      /** A withdrawal the trader made by hand on CSGORoll, not through a bot: free. */
      manual?: boolean;
    }
  | {
      action: 'deposit';
      /** Coins the item sold for. */
      itemValue: number;
      mode: DepositMode;
    };

/** Share of the item value a withdrawal uses at this markup (1, 0.8, 0.6, 0.4 or 0). */
export function withdrawalCreditShare(markupPercent: number, manual = false): number {
  if (manual) return 0;
  const markup = roundToCents(markupPercent);
  for (const [below, share] of WITHDRAWAL_BANDS) if (markup < below) return share;
  return 0;
}

/**
 * Credits the trade uses, with two decimals as the ledger stores them: value x share x the admin's
 * global credit multiplier (system setting `global_credit_multiplier`, 0.1 to 5, default 1; read per
 * charge so a change applies to the next trade). Throws a RangeError for a value or multiplier that
 * is not a finite number at least 0: a charge must never be computed from garbage.
 */
export function creditsForTrade(trade: CreditedTrade, multiplier = 1): number {
  if (!(Number.isFinite(trade.itemValue) && trade.itemValue >= 0))
    throw new RangeError('The item value must be a number of coins, at least 0.');
  if (!(Number.isFinite(multiplier) && multiplier >= 0))
    throw new RangeError('The credit multiplier must be a number, at least 0.');
  const share =
    trade.action === 'withdrawal'
      ? withdrawalCreditShare(trade.markupPercent, trade.manual)
      : DEPOSIT_CREDIT_SHARE[trade.mode];
  if (share === undefined) throw new RangeError('Unknown deposit mode.');
  return creditsAt(trade.itemValue, share, multiplier);
}

/**
 * The same rule for a bot withdrawal, without an object to build and without throwing: the sniping
 * hot path calls it for every qualifying listing. Garbage in gives NaN, which no credit balance covers.
 */
export function withdrawalCredits(itemValue: number, markupPercent: number, multiplier: number): number {
  return creditsAt(itemValue, withdrawalCreditShare(markupPercent), multiplier);
}

const creditsAt = (itemValue: number, share: number, multiplier: number) =>
  roundToCents(itemValue * share * multiplier);

/**
 * Rounds half up to two decimals. `Math.round(x * 100) / 100` alone turns 1.005 into 1 because
 * 1.005 * 100 is 100.49999999999999 in binary; the relative nudge of 1e-12 is far above that
 * representation error and far below a real difference between two amounts with a few decimals.
 */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100 * (1 + 1e-12)) / 100;
}
