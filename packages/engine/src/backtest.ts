import type { CsgorollSettings } from '@skinpilot/domain';
import { roundToCents, withdrawalCredits } from './credits';
import type { AccountState } from './listing';
import { compileMatcher } from './matcher';
import type { PreparedListing } from './prepare-listing';

/** One listing a back-test matched, for the "largest" list. */
export type BacktestMatch = {
  id: string;
  marketName: string;
  totalValue: number;
  markup: number;
  /** The items' reference in coins when the listing was seen; null when unknown. */
  reference: number | null;
  /** When the listing was seen, epoch milliseconds. */
  seenAt: number;
};

export type BacktestFigures = {
  matched: number;
  /** Coins the matched listings asked, markup included. */
  totalValue: number;
  /** Mean markup of the matched listings, percent; null without a match. */
  averageMarkup: number | null;
  /** Reference minus price over the matched listings that have a reference (decision 030). */
  estimatedProfit: number;
  /** Matched listings with a reference (the others add nothing to the estimated profit). */
  priced: number;
  /** What the withdrawals would have been charged, by the one credits rule. */
  credits: number;
  /** The biggest matches by total value, biggest first. */
  largest: BacktestMatch[];
};

/**
 * Replays recorded listings through the live matcher for one set of settings (issue 27). The
 * account is given whatever it needs (coins and credits without end) and sniping on, so the answer
 * is what the filters take; each listing is judged at the time it was seen, so expiry and join
 * waits read as they did live (a listing the account had to wait for counts as matched, as the
 * worker joins it when it opens).
 */
export function createBacktest(
  settings: Partial<CsgorollSettings>,
  creditMultiplier: number,
  keepLargest = 5,
) {
  const matcher = compileMatcher({ ...settings, sniping_enabled: true });
  const account: AccountState = {
    balance: Infinity,
    credits: Infinity,
    creditMultiplier,
    suspectedTrader: false,
  };
  let matched = 0;
  let totalValue = 0;
  let markupSum = 0;
  let profit = 0;
  let priced = 0;
  let credits = 0;
  // Sorted biggest first; a handful of entries, so an insertion beats a heap.
  const largest: { prepared: PreparedListing; seenAt: number }[] = [];

  return {
    /** Judges one listing; true when the settings match it. */
    add(prepared: PreparedListing, seenAt: number): boolean {
      if (matcher.decide(prepared, account, seenAt).action === 'skip') return false;
      const value = prepared.totalValue;
      matched++;
      totalValue += value;
      markupSum += prepared.markup;
      credits += withdrawalCredits(value, prepared.markup, creditMultiplier);
      if (prepared.reference !== null) {
        priced++;
        profit += prepared.reference - value;
      }
      if (largest.length < keepLargest || value > largest[largest.length - 1]!.prepared.totalValue) {
        let at = largest.length;
        while (at > 0 && largest[at - 1]!.prepared.totalValue < value) at--;
        largest.splice(at, 0, { prepared, seenAt });
        if (largest.length > keepLargest) largest.pop();
      }
      return true;
    },

    result(): BacktestFigures {
      return {
        matched,
        totalValue: roundToCents(totalValue),
        averageMarkup: matched > 0 ? roundToCents(markupSum / matched) : null,
        estimatedProfit: roundToCents(profit),
        priced,
        credits: roundToCents(credits),
        largest: largest.map(({ prepared, seenAt }) => ({
          id: prepared.listing.id,
          marketName: prepared.listing.items[0]?.marketName ?? '',
          totalValue: prepared.totalValue,
          markup: prepared.markup,
          reference: prepared.reference,
          seenAt,
        })),
      };
    },
  };
}
