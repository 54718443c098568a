import type { Db } from '../../db/database';
import {
  addSkipCounts,
  insertSeenListings,
  markListingOutcomes,
  settleDecisions,
  upsertDecisions,
  type DecisionRow,
  type ListingOutcome,
  type ListingRow,
  type Settlement,
  type SkipRow,
} from './sniping-feed.repository';

export type SeenListingRecord = ListingRow;
export type DecisionRecord = DecisionRow;
export type SkipCountRecord = SkipRow;
export type ListingOutcomeRecord = ListingOutcome;
export type SettlementRecord = Settlement;

/** What a worker's recorder gathered since its last flush. */
export type FeedBatch = {
  listings: SeenListingRecord[];
  decisions: DecisionRecord[];
  skips: SkipCountRecord[];
  outcomes: ListingOutcomeRecord[];
  /** Joined withdrawals that ended: won or lost. */
  settled: SettlementRecord[];
};

/**
 * Writes one flush of a worker's recorder in one transaction: the listings first (a listing another
 * worker wrote is left alone), then the outcomes the market told, the accounts' decisions and the
 * skip counts.
 */
export async function recordFeedBatch(db: Db, batch: FeedBatch) {
  if (
    !batch.listings.length &&
    !batch.decisions.length &&
    !batch.skips.length &&
    !batch.outcomes.length &&
    !batch.settled.length
  )
    return;
  await db.transaction(async (tx) => {
    if (batch.listings.length) await insertSeenListings(tx, batch.listings);
    if (batch.outcomes.length) await markListingOutcomes(tx, batch.outcomes);
    if (batch.decisions.length) await upsertDecisions(tx, batch.decisions);
    if (batch.skips.length) await addSkipCounts(tx, batch.skips);
    if (batch.settled.length) await settleDecisions(tx, batch.settled);
  });
}
