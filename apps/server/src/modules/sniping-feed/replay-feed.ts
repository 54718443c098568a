import type { CsgorollSettings } from '@skinpilot/domain';
import {
  createBacktest,
  prepareListing,
  type BacktestFigures,
  type Listing,
  type ListingItem,
} from '@skinpilot/engine';
import type { DbOrTx } from '../../db/database';
import {
  recordedListingsPage,
  type RecordedListing,
  type ReplayCursor,
} from './recorded-listings.repository';

export type ReplayRequest = {
  since: Date;
  until: Date;
  edited: CsgorollSettings;
  saved: CsgorollSettings;
  creditMultiplier: number;
};

export type ReplayResult = { listings: number; edited: BacktestFigures; saved: BacktestFigures };

const PAGE = 5_000;

/** The listing as the worker's matchers saw it: the recorded items and times (decision 032). */
export function listingOfRecord(row: RecordedListing): Listing {
  return {
    id: row.tradeId,
    // Only listings on the feed are recorded, and the feed carries new (LISTED) trades.
    status: 'LISTED',
    createdAt: row.createdAt.getTime(),
    canJoinAfter: row.canJoinAfter?.getTime() ?? null,
    suspectedTraderCanJoinAfter: row.suspectedTraderCanJoinAfter?.getTime() ?? null,
    expiresAt: row.expiresAt?.getTime() ?? null,
    totalValue: row.totalValue,
    markupPercent: row.markupPercent,
    items: Array.isArray(row.items) ? (row.items as ListingItem[]) : [],
  };
}

/**
 * Replays the recorded feed of a window through the engine for two sets of settings, a page at a
 * time. Each listing keeps the reference it had when it was seen, so a max_reference_percent rule
 * and the estimated profit read what the live matcher read.
 */
export async function replayRecordedFeed(db: DbOrTx, request: ReplayRequest): Promise<ReplayResult> {
  const edited = createBacktest(request.edited, request.creditMultiplier);
  const saved = createBacktest(request.saved, request.creditMultiplier);
  let listings = 0;
  let cursor: ReplayCursor | null = null;
  for (;;) {
    const page = await recordedListingsPage(db, request, cursor, PAGE);
    for (const row of page) {
      const prepared = prepareListing(listingOfRecord(row));
      if (prepared.problem !== null) continue;
      prepared.reference = row.reference;
      const seenAt = row.seenAt.getTime();
      edited.add(prepared, seenAt);
      saved.add(prepared, seenAt);
      listings++;
    }
    if (page.length < PAGE) break;
    const last = page[page.length - 1]!;
    cursor = { seenAt: last.seenAt, tradeId: last.tradeId };
  }
  return { listings, edited: edited.result(), saved: saved.result() };
}
