import {
  joinOpensAt,
  prepareListing,
  type AccountState,
  type Decision,
  type Listing,
  type Matcher,
  type ReferenceLookup,
  type PreparedListing,
} from '@skinpilot/engine';
import type { CsgorollListingScan, CsgorollTrade } from '@skinpilot/connectors';
import { listingFromTrade, sameListing } from './listing-from-trade';
import { createServerClock, type ServerClock } from './server-clock';
import { noteListingFrame } from '../../modules/metrics/registry';

/** One account as the feed sees it: its compiled rules, what it has, and how it joins. */
export type Sniper = {
  readonly sessionId: string;
  readonly userId: string;
  readonly steamId: string;
  matcher: Matcher;
  state: AccountState;
  /**
   * Sends the join over the account's own connection; must not throw (it handles its errors).
   * `reference` is the listing's reference in coins (null: no reference), kept on the trade.
   */
  join(listing: Listing, reference: number | null): void;
  /** Counts for the admin's live view. */
  readonly figures: { seen: number; joins: number; skips: number; waits: number };
};

export type DispatcherOptions = {
  /** Epoch milliseconds; the engine never reads a clock itself. */
  now: () => number;
  /** A listing or frame that could not be judged, or a decision worth a log line. */
  log: (entry: Record<string, unknown>, message: string) => void;
  /** CSGORoll's clock against ours, learnt from the frames (tests hand in their own). */
  serverClock?: ServerClock;
  /** The worker's in-memory reference book: one lookup per item when a listing is prepared. */
  referenceOf?: ReferenceLookup;
  /** The recorded feed (decision 032): handed each listing once every account's join has been sent. */
  recorder?: {
    /**
     * `decided[i]` is what snipers[i] decided for this listing, or null where the dispatcher did not
     * ask (another account of the user had it, or the decision threw): the recorder reuses them
     * instead of judging the listing a second time per account (issue 27).
     */
    seen(
      prepared: PreparedListing,
      at: number,
      snipers: readonly Sniper[],
      decided: readonly (Decision | null)[],
    ): void;
  };
};

/**
 * Listing ids already judged: a reconnect may replay a frame, a listing must not be joined twice;
 * and a frame judged from its scanned text comes again parsed, to be checked against the scan.
 */
const REMEMBERED_LISTINGS = 4096;
/**
 * A listing that opens later is joined at its opening (issue 30): a timer wakes the dispatcher this
 * long before the moment (timers fire late, never early), then it yields turn by turn until the moment
 * has come (for at most SPIN_MAX_MS of real time before it sets a timer again).
 */
const TIMER_LEAD_MS = 3;
const SPIN_MAX_MS = 20;

/**
 * The worker's one feed: every listing is prepared once, then every active account's matcher
 * decides. At most one account of a user joins a listing (the first one that qualifies, in the
 * order the accounts came in); a listing not yet open to an account is decided again when it opens.
 */
export function createListingDispatcher(options: DispatcherOptions) {
  const snipers: Sniper[] = [];
  /** Judged listing ids, with the listing when it was judged from the frame's scan (else null). */
  const seen = new Map<string, Listing | null>();
  /** Timed joins waiting for their moment: the timer, and what to run at which server time. */
  const waiting = new Map<NodeJS.Timeout, { serverMs: number; work: () => void }>();
  const clock = options.serverClock ?? createServerClock();
  let closed = false;

  /**
   * Runs `work` when CSGORoll's clock reads `serverMs`: not before it, and as close after it as the
   * loop allows. The moment is read on the clock as learnt by then, not when the wait began: the
   * frames that arrive meanwhile sharpen the estimate (a listing opening in 2 s was decided on the
   * samples of the first listings of a burst), and a later estimate sets the timers again (rearm).
   */
  function atServerTime(serverMs: number, work: () => void) {
    const timer = setTimeout(
      () => {
        waiting.delete(timer);
        const spinUntil = performance.now() + SPIN_MAX_MS;
        const spin = () => {
          if (closed) return;
          if (options.now() + clock.offset() >= serverMs) work();
          // Our clock moved less than the real time passed (a clock set back): wait for it again.
          else if (performance.now() > spinUntil) atServerTime(serverMs, work);
          else setImmediate(spin);
        };
        spin();
      },
      Math.max(0, serverMs - clock.offset() - options.now() - TIMER_LEAD_MS),
    );
    timer.unref();
    waiting.set(timer, { serverMs, work });
  }

  /** The estimate of CSGORoll's clock moved ahead: every waiting moment comes sooner on ours. */
  function rearm() {
    const all = [...waiting.values()];
    for (const timer of waiting.keys()) clearTimeout(timer);
    waiting.clear();
    for (const { serverMs, work } of all) atServerTime(serverMs, work);
  }

  function remember(id: string, scanned: Listing | null): boolean {
    if (seen.has(id)) return false;
    seen.set(id, scanned);
    if (seen.size > REMEMBERED_LISTINGS) seen.delete(seen.keys().next().value!);
    return true;
  }

  /**
   * The listing opens to this account later (`canJoinAfter`, server time): decide again and join at
   * that moment on our clock, the server's time less the offset learnt from the frames.
   */
  function decideLater(sniper: Sniper, listing: Listing, prepared: ReturnType<typeof prepareListing>) {
    const opensAt = joinOpensAt(listing, sniper.state) ?? options.now() + clock.offset();
    atServerTime(opensAt, () => {
      if (!snipers.includes(sniper)) return;
      const serverNow = options.now() + clock.offset();
      const decision = sniper.matcher.decide(prepared, sniper.state, Math.max(serverNow, opensAt));
      if (decision.action === 'join') {
        sniper.figures.joins++;
        sniper.join(listing, prepared.reference);
      } else sniper.figures.skips++;
    });
  }

  // Each account's decision on the listing being judged, handed to the recorder: one array for the
  // dispatcher's life, refilled per listing (no allocation per listing).
  const decided: (Decision | null)[] = [];
  /** The accounts whose matcher's bounds settled a skip, asked after the joins (same reuse). */
  const later: number[] = [];

  /**
   * A parsed listing: judged here when its frame's scan did not read it; otherwise the check of the
   * scan it was judged from (both must read the same listing, or the scan has a bug to fix).
   */
  function judgeParsed(trade: CsgorollTrade) {
    let listing: Listing | null = null;
    try {
      listing = listingFromTrade(trade);
    } catch {
      listing = null;
    }
    const id = (trade as { id?: unknown } | null)?.id;
    const scanned = typeof id === 'string' ? seen.get(id) : undefined;
    if (scanned) {
      if (!listing || !sameListing(scanned, listing))
        options.log({ listing: id }, 'listing scan disagreed with the full parse');
      return;
    }
    if (!listing) {
      options.log({ listing: id ?? null }, 'listing skipped: it does not parse');
      return;
    }
    judge(listing, null);
  }

  /** Asks one account's matcher, counts it and records the decision (null when it threw). */
  function decideFor(i: number, prepared: PreparedListing, serverNow: number): Decision | null {
    const sniper = snipers[i]!;
    sniper.figures.seen++;
    let decision: Decision;
    try {
      decision = sniper.matcher.decide(prepared, sniper.state, serverNow);
    } catch (error) {
      options.log(
        { listing: prepared.listing.id, steamId: sniper.steamId, err: String(error) },
        'decision failed',
      );
      decided[i] = null;
      return null;
    }
    decided[i] = decision;
    if (decision.action === 'skip') sniper.figures.skips++;
    return decision;
  }

  /** `scanned` is the listing itself when it was read from the frame's text (kept for the check). */
  function judge(listing: Listing, scanned: Listing | null) {
    if (!remember(listing.id, scanned)) return;
    // Read first: the clock's sample is the frame's arrival, the nearer the better (issue 30).
    const now = options.now();
    const prepared = prepareListing(listing, options.referenceOf);
    if (prepared.problem) {
      options.log({ listing: listing.id, reason: prepared.problem }, 'listing skipped: invalid_listing');
      return;
    }
    const offsetBefore = clock.offset();
    clock.observe(listing.createdAt, now);
    // The rules read the listing's times (opening, expiry) on CSGORoll's clock.
    const serverNow = now + clock.offset();
    // Users already served by one of their accounts for this listing (a tiny list: no Set per listing).
    let claimed: string[] | null = null;
    decided.length = snipers.length;
    // First pass, up to the last join: an account whose matcher's bounds settle a skip from the value
    // and markup alone is not asked now (issue 30: the least work before the joins); it is asked after
    // them, below. A skip claims nothing, so the later accounts decide as they would have.
    const value = prepared.totalValue;
    const markup = prepared.markup;
    later.length = 0;
    for (let i = 0; i < snipers.length; i++) {
      const sniper = snipers[i]!;
      decided[i] = null;
      if (claimed !== null && claimed.includes(sniper.userId)) continue;
      const matcher = sniper.matcher;
      if (
        value < matcher.skipBelowValue! ||
        value > matcher.skipAboveValue! ||
        markup > matcher.skipAboveMarkup!
      ) {
        later.push(i);
        continue;
      }
      const decision = decideFor(i, prepared, serverNow);
      if (decision === null || decision.action === 'skip') continue;
      (claimed ??= []).push(sniper.userId);
      if (decision.action === 'join') {
        sniper.figures.joins++;
        sniper.join(listing, prepared.reference);
      } else {
        sniper.figures.waits++;
        decideLater(sniper, listing, prepared);
      }
    }
    // The accounts left for after the joins: their decisions (skips) for the counts and the recorder.
    for (let k = 0; k < later.length; k++) {
      const i = later[k]!;
      const decision = decideFor(i, prepared, serverNow);
      if (decision !== null && decision.action !== 'skip') {
        // The bounds promised a skip: a bug in the matcher's bounds, never a join made late.
        options.log(
          { listing: listing.id, steamId: snipers[i]!.steamId },
          'quick skip disagreed with decide',
        );
        decided[i] = null;
      }
    }
    // Every join is written: what is left is bookkeeping.
    if (waiting.size > 0 && clock.offset() > offsetBefore) rearm();
    noteListingFrame(listing, now);
    options.recorder?.seen(prepared, now, snipers, decided);
  }

  return {
    /**
     * The feed's first listener (issue 30): listings read from the frame's text, before the frame
     * is parsed; the joins are written from these. Never throws.
     */
    dispatchScanned(listings: readonly CsgorollListingScan[]) {
      for (let i = 0; i < listings.length; i++) {
        const listing: Listing = listings[i]!;
        try {
          judge(listing, listing);
        } catch (error) {
          options.log({ err: String(error) }, 'listing skipped: unexpected error');
        }
      }
    },
    /**
     * The feed's parsed listings, in arrival order: judged when the scan did not read their frame,
     * else checked against it. Never throws.
     */
    dispatch(trades: readonly CsgorollTrade[]) {
      if (!Array.isArray(trades)) return;
      for (let i = 0; i < trades.length; i++) {
        try {
          judgeParsed(trades[i]!);
        } catch (error) {
          options.log({ err: String(error) }, 'listing skipped: unexpected error');
        }
      }
    },
    /**
     * A server time seen outside the feed (a join's answer: the trade's `updatedAt`, stamped as
     * CSGORoll took the join) and when it reached us. Like a frame's `createdAt`, it can only be
     * behind CSGORoll's clock by the time it took to come; an answer comes sooner than a listing goes
     * round the feed live, so it may tighten the estimate, and the waiting joins then fire sooner.
     */
    observeServerTime(serverMs: number, arrivedAt: number) {
      const before = clock.offset();
      clock.observe(serverMs, arrivedAt);
      if (waiting.size > 0 && clock.offset() > before) rearm();
    },
    add(sniper: Sniper) {
      if (!snipers.includes(sniper)) snipers.push(sniper);
    },
    remove(sniper: Sniper) {
      const at = snipers.indexOf(sniper);
      if (at >= 0) snipers.splice(at, 1);
    },
    size: () => snipers.length,
    close() {
      closed = true;
      for (const timer of waiting.keys()) clearTimeout(timer);
      waiting.clear();
      snipers.length = 0;
    },
  };
}
