import {
  skipReasons,
  type Decision,
  type Listing,
  type PreparedListing,
  type SkipReason,
} from '@skinpilot/engine';
import type { CsgorollTrade } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import {
  recordFeedBatch,
  type DecisionRecord,
  type FeedBatch,
  type ListingOutcomeRecord,
  type SettlementRecord,
  type SkipCountRecord,
} from '../../modules/sniping-feed/record-feed';
import type { Sniper } from './listing-dispatcher';

/** The outcome of one join as the account's session saw it (decision 032). */
export type JoinResult = 'joined' | 'lost' | 'refused' | 'captcha';

export type FeedRecorderOptions = {
  db: Db;
  workerId: string;
  /** Epoch milliseconds. */
  now: () => number;
  log: (entry: Record<string, unknown>, message: string) => void;
  /** Between flushes (default 1 s). */
  flushMs?: number;
  /** Listings kept while the database does not answer; past it the oldest are dropped (default 50,000). */
  maxBuffered?: number;
};

const FUNDS: Partial<Record<SkipReason, string>> = {
  insufficient_balance: 'skipped_balance',
  no_credits: 'skipped_credits',
  insufficient_credits: 'skipped_credits',
};
const REASON_AT = new Map<string, number>(skipReasons.map((reason, i) => [reason, i]));
/** Recent frame arrivals by listing id, for a join's frame-in to join-written latency. */
const REMEMBERED_ARRIVALS = 4096;
const HOUR = 3_600_000;

const dateOf = (ms: number | null, fallback: number) =>
  ms === null ? null : new Date(Number.isFinite(ms) ? ms : fallback);

/**
 * Records the worker's feed off the listing-to-join path: the dispatcher hands each listing over once
 * every account's join has been sent (`seen`) with each account's decision (the recorder judges again
 * only the accounts the dispatcher did not ask, for one-per-user skips), keeps what matters in memory, and one timer writes
 * it all in a batch every second. Skipped listings are counted per account and reason in a typed array
 * and written as hourly counts.
 */
export function createFeedRecorder(options: FeedRecorderOptions) {
  const { db, workerId, log } = options;
  const maxBuffered = options.maxBuffered ?? 50_000;
  let listings: PreparedListing[] = [];
  let seenAt: number[] = [];
  let decisions = new Map<string, DecisionRecord>();
  let outcomes: ListingOutcomeRecord[] = [];
  let settled: SettlementRecord[] = [];
  const skipCounts = new Map<Sniper, { userId: string; steamId: string; counts: Uint32Array }>();
  const arrivals = new Map<string, number>();
  let dropped = 0;

  function decide(sniper: Sniper, listing: Listing, outcome: string, at: number) {
    const key = `${sniper.steamId}|${listing.id}`;
    const known = decisions.get(key);
    if (known) return void (known.outcome = outcome);
    decisions.set(key, {
      steamId: sniper.steamId,
      tradeId: listing.id,
      userId: sniper.userId,
      sessionId: sniper.sessionId,
      workerId,
      decidedAt: new Date(at),
      totalValue: listing.totalValue,
      outcome,
    });
  }

  function countSkip(sniper: Sniper, reason: SkipReason) {
    let entry = skipCounts.get(sniper);
    if (!entry) {
      entry = { userId: sniper.userId, steamId: sniper.steamId, counts: new Uint32Array(skipReasons.length) };
      skipCounts.set(sniper, entry);
    }
    entry.counts[REASON_AT.get(reason)!]!++;
  }

  function takeBatch(): FeedBatch {
    const hour = new Date(Math.floor(options.now() / HOUR) * HOUR);
    const skips: SkipCountRecord[] = [];
    for (const [sniper, entry] of skipCounts) {
      for (let i = 0; i < entry.counts.length; i++)
        if (entry.counts[i]! > 0)
          skips.push({
            steamId: entry.steamId,
            userId: entry.userId,
            hour,
            reason: skipReasons[i]!,
            count: entry.counts[i]!,
          });
      entry.counts.fill(0);
      if (!sniperAlive(sniper)) skipCounts.delete(sniper);
    }
    lists.clear();
    alive = null;
    const batch: FeedBatch = {
      listings: listings.map((prepared, i) => listingRecord(prepared, seenAt[i]!, workerId)),
      decisions: [...decisions.values()],
      skips,
      outcomes,
      settled,
    };
    listings = [];
    seenAt = [];
    decisions = new Map();
    outcomes = [];
    settled = [];
    return batch;
  }

  /**
   * The sniper lists handed over in the last flush period (the dispatcher hands the same array every
   * time, so this is one entry, not one per account and listing); a sniper in none of them for a
   * whole period is forgotten.
   */
  const lists = new Set<readonly Sniper[]>();
  let alive: Set<Sniper> | null = null;
  const sniperAlive = (sniper: Sniper) => {
    if (alive === null) {
      alive = new Set();
      for (const list of lists) for (const s of list) alive.add(s);
    }
    return alive.has(sniper);
  };

  let writing: Promise<void> = Promise.resolve();
  async function flush() {
    const batch = takeBatch();
    if (dropped > 0) {
      log({ dropped }, 'recorded feed: listings dropped while the database did not answer');
      dropped = 0;
    }
    writing = writing
      .then(() => recordFeedBatch(db, batch))
      .catch((error) => log({ err: String(error) }, 'recorded feed not written; this batch is lost'));
    await writing;
  }

  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void flush().finally(schedule), options.flushMs ?? 1_000);
    timer.unref();
  };
  schedule();

  return {
    /**
     * A listing every account has judged (its joins already sent), with what each decided: records the
     * matches and counts the skips; the claimed list mirrors the dispatcher's one join per user.
     */
    seen(
      prepared: PreparedListing,
      at: number,
      snipers: readonly Sniper[],
      decided: readonly (Decision | null)[] = [],
    ) {
      if (closed) return;
      const listing = prepared.listing;
      if (listings.length >= maxBuffered) {
        listings.shift();
        seenAt.shift();
        dropped++;
      }
      listings.push(prepared);
      seenAt.push(at);
      arrivals.set(listing.id, at);
      if (arrivals.size > REMEMBERED_ARRIVALS) arrivals.delete(arrivals.keys().next().value!);
      let claimed: string[] | null = null;
      lists.add(snipers);
      for (let i = 0; i < snipers.length; i++) {
        const sniper = snipers[i]!;
        // The dispatcher's own decision when it asked; only the accounts it did not ask (another
        // account of the user had the listing) are judged here, to tell one-per-user skips.
        let decision = decided[i] ?? null;
        if (decision === null)
          try {
            decision = sniper.matcher.decide(prepared, sniper.state, at);
          } catch {
            continue;
          }
        if (decision.action === 'skip') {
          countSkip(sniper, decision.reason);
          const funds = FUNDS[decision.reason];
          if (funds && (claimed === null || !claimed.includes(sniper.userId)))
            decide(sniper, listing, funds, at);
        } else if (claimed !== null && claimed.includes(sniper.userId)) {
          decide(sniper, listing, 'skipped_one_per_user', at);
        } else {
          (claimed ??= []).push(sniper.userId);
          decide(sniper, listing, 'matched', at);
        }
      }
    },

    /** A join's outcome, once written (joined) or refused; latency is from the listing's frame in. */
    joined(sniper: Sniper, listing: Listing, result: JoinResult, error: string | null, writtenAt: number) {
      if (closed) return;
      const arrived = arrivals.get(listing.id);
      const key = `${sniper.steamId}|${listing.id}`;
      const record: DecisionRecord = decisions.get(key) ?? {
        steamId: sniper.steamId,
        tradeId: listing.id,
        userId: sniper.userId,
        sessionId: sniper.sessionId,
        workerId,
        decidedAt: new Date(arrived ?? writtenAt),
        totalValue: listing.totalValue,
        outcome: result,
      };
      record.outcome = result;
      record.error = error;
      if (result === 'joined' && arrived !== undefined)
        record.latencyMs = Math.max(0, Math.round(writtenAt - arrived));
      decisions.set(key, record);
      if (result === 'joined')
        outcomes.push({ tradeId: listing.id, outcome: 'joined_by_us', at: new Date(writtenAt) });
      else if (result === 'lost')
        outcomes.push({ tradeId: listing.id, outcome: 'joined_by_other', at: new Date(writtenAt) });
    },

    /** A joined withdrawal ended: completed (won) or cancelled (lost). */
    settled(steamId: string, tradeId: string, outcome: 'won' | 'lost') {
      if (!closed) settled.push({ steamId, tradeId, outcome });
    },

    /**
     * What became of a listing, when the market tells. Not fed by the runtime yet: since the feed
     * split (decision 033) the listing socket carries only OnCreateTrade, and an account socket only
     * its own trades, so no subscription reports another trader's join, a cancel or an expiry.
     */
    tradeUpdated(trade: CsgorollTrade) {
      if (closed || !trade?.id) return;
      const outcome =
        trade.status === 'CANCELLED'
          ? 'cancelled'
          : trade.status === 'EXPIRED'
            ? 'expired'
            : trade.status === 'LISTED'
              ? null
              : 'joined_by_other';
      if (outcome) outcomes.push({ tradeId: trade.id, outcome, at: new Date(options.now()) });
    },

    /** Writes what is buffered now (tests, shutdown). */
    flush,

    async close() {
      if (closed) return;
      if (timer) clearTimeout(timer);
      await flush();
      closed = true;
    },
  };
}

export type FeedRecorder = ReturnType<typeof createFeedRecorder>;

function listingRecord(prepared: PreparedListing, at: number, workerId: string) {
  const listing = prepared.listing;
  const first = listing.items[0];
  return {
    tradeId: listing.id,
    seenAt: new Date(at),
    createdAt: new Date(Number.isFinite(listing.createdAt) ? listing.createdAt : at),
    canJoinAfter: dateOf(listing.canJoinAfter, at),
    suspectedTraderCanJoinAfter: dateOf(listing.suspectedTraderCanJoinAfter, at),
    expiresAt: dateOf(listing.expiresAt, at),
    marketName: first?.marketName ?? '',
    rarity: first?.rarity ?? null,
    exterior: first?.exterior ?? null,
    paintWear: first?.paintWear ?? null,
    value: prepared.baseValue,
    markupPercent: listing.markupPercent,
    totalValue: listing.totalValue,
    reference: prepared.reference,
    items: listing.items,
    seenBy: workerId,
  };
}
