import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { snipingListings } from './sniping-feed.schema';

export type RecordedListing = {
  tradeId: string;
  seenAt: Date;
  createdAt: Date;
  canJoinAfter: Date | null;
  suspectedTraderCanJoinAfter: Date | null;
  expiresAt: Date | null;
  totalValue: number;
  markupPercent: number;
  reference: number | null;
  items: unknown;
};

export type ReplayCursor = { seenAt: Date; tradeId: string };

/**
 * One page of the listings seen in [since, until), oldest first, after `cursor` (keyset on seen_at
 * and the trade id, so a page never re-reads or skips rows and memory stays one page).
 */
export async function recordedListingsPage(
  db: DbOrTx,
  window: { since: Date; until: Date },
  cursor: ReplayCursor | null,
  limit: number,
): Promise<RecordedListing[]> {
  const l = snipingListings;
  const after = cursor
    ? or(gt(l.seenAt, cursor.seenAt), and(eq(l.seenAt, cursor.seenAt), gt(l.tradeId, cursor.tradeId)))
    : undefined;
  return db
    .select({
      tradeId: l.tradeId,
      seenAt: l.seenAt,
      createdAt: l.createdAt,
      canJoinAfter: l.canJoinAfter,
      suspectedTraderCanJoinAfter: l.suspectedTraderCanJoinAfter,
      expiresAt: l.expiresAt,
      totalValue: l.totalValue,
      markupPercent: l.markupPercent,
      reference: l.reference,
      items: l.items,
    })
    .from(l)
    .where(and(gte(l.seenAt, window.since), lt(l.seenAt, window.until), after))
    .orderBy(asc(l.seenAt), asc(l.tradeId))
    .limit(limit);
}
