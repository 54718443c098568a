import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { ask, forkBench, loadSource, percentile, probeSocket, waitForSubscribers } from './support.mjs';

const LISTINGS = Number(process.env.TIMED_JOINS_BENCH_LISTINGS ?? 60);
const DELAY_MS = 2_000;
/** TIMED_JOINS_BENCH_ROUND_TRIPS=0 learns the clock from the listing frames alone, as before. */
const ROUND_TRIPS = process.env.TIMED_JOINS_BENCH_ROUND_TRIPS !== '0';

/**
 * Joins timed to the opening (issue 30): the sandbox market lists with `canJoinAfter` 2 s after
 * creation and refuses a join before it, as live CSGORoll does. The worker's feed session and listing
 * dispatcher learn the server's clock from the frames and fire each join at the opening. Reported: the
 * join handed to the kernel and written, minus the opening, at p50 and p99 (both on this machine's
 * clock: the sandbox is local), and how many joins the market refused as early (goal: within 1 ms,
 * never early). Also reported: how long a listing frame takes from its `createdAt` to reaching us. The
 * clock is learnt from those frames alone, so the shortest of these delays is time the estimate cannot
 * see, and a join fires at least that late.
 *
 * The market runs in a process of its own, as CSGORoll runs elsewhere, and on Linux on a CPU of its
 * own (taskset, when there are two): on a shared CPU the market, woken by our join, preempts us in the
 * middle of the write, and the write then reads 1-5 ms where it takes 0.1-0.2 ms.
 */

/**
 * The wall clock (the sandbox's `Date.now()`, which sets `canJoinAfter`) read to the microsecond:
 * anchored on the moment `Date.now()` ticks to its next millisecond. `performance.timeOrigin` can be
 * a millisecond or two off the wall clock, which would move every figure by as much.
 */
function wallClockToTheMicrosecond() {
  // The tick happened after the previous Date.now() began and before the one that saw it ended: a
  // window of a microsecond or so, unless the process was paused inside it. Only narrow windows count.
  const anchors = [];
  while (anchors.length < 5) {
    const start = Date.now();
    let before = performance.now();
    let previous = before;
    let tick = start;
    let after = before;
    while (tick === start) {
      previous = before;
      before = performance.now();
      tick = Date.now();
      after = performance.now();
    }
    if (after - previous < 0.005) anchors.push(tick - (previous + after) / 2);
  }
  anchors.sort((a, b) => a - b);
  const anchor = anchors[2];
  return (performanceNow) => anchor + performanceNow;
}
export async function run() {
  const load = loadSource;
  const market = forkBench('sandbox-child.mjs', {
    SANDBOX_CHILD_OPTIONS: JSON.stringify({ seed: 4, canJoinAfterMs: DELAY_MS }),
  });
  const urls = await ask(market, null, 'wsUrl');
  const pinned = pinApart(market.pid);
  const { createCsgorollClient } = await load('packages/connectors/src/csgoroll/csgoroll-client.ts');
  const { resolveEndpoints } = await load('packages/connectors/src/csgoroll/endpoints.ts');
  const { compileMatcher } = await load('packages/engine/src/index.ts');
  const { createListingDispatcher } = await load('apps/server/src/worker/bot-runtime/listing-dispatcher.ts');
  const written = new Map();
  /** When each join frame was handed to the kernel (the work before the write ends), wall clock ms. */
  const handed = new Map();
  const wallClock = wallClockToTheMicrosecond();
  /** A listing frame's arrival minus its `createdAt` (ms), per listing. */
  const frameDelays = [];
  /** Stamps each join frame once written on the joining account's socket (on the wall clock, in ms). */
  const tradeOf = (frame) => /"tradeIds":\["([^"]+)"/.exec(frame)?.[1];
  const ProbeSocket = probeSocket('timed-joiner', {
    onJoinWriting: (frame, at) => handed.set(tradeOf(frame), wallClock(at)),
    onJoinSent: (frame, at) => written.set(tradeOf(frame), wallClock(at)),
  });
  const endpoints = resolveEndpoints(urls);
  const feed = createCsgorollClient(endpoints, { method: 'cookie', cookie: 'timed-feed' });
  const joiner = createCsgorollClient(
    endpoints,
    { method: 'cookie', cookie: 'timed-joiner' },
    { webSocketImpl: ProbeSocket },
  );
  let refused = 0;
  let answered = 0;
  try {
    await feed.signIn();
    await joiner.signIn();
    await ask(market, { userOf: 'timed-joiner' }, 'userId');
    joiner.subscribeAccount({});
    const dispatcher = createListingDispatcher({ now: () => Date.now(), log: () => undefined });
    dispatcher.add({
      sessionId: 'timed',
      userId: 'timed',
      steamId: 'timed',
      matcher: compileMatcher({ sniping_enabled: true, min_value: 0, max_value: 1e12, max_markup: 1000 }),
      state: {
        balance: Number.MAX_SAFE_INTEGER / 4,
        credits: 1e9,
        creditMultiplier: 1,
        suspectedTrader: false,
      },
      // As an account session joins: the answer's updatedAt is a sample of CSGORoll's clock too.
      join: (listing) =>
        void joiner
          .joinTrades([listing.id])
          .then((trades) => {
            const stamped = Date.parse(trades[0]?.updatedAt);
            if (ROUND_TRIPS && Number.isFinite(stamped)) dispatcher.observeServerTime(stamped, Date.now());
          })
          .catch(() => (refused += 1))
          .finally(() => (answered += 1)),
      figures: { seen: 0, joins: 0, skips: 0, waits: 0 },
    });
    // As the worker listens: scanned listings decide, the parsed trades follow as the check.
    const unsubscribe = feed.subscribeListings({
      onListingScan: (listings, receivedAt) => {
        frameDelays.push(wallClock(receivedAt) - listings[0].createdAt);
        dispatcher.dispatchScanned(listings);
      },
      onNewTrades: (trades) => dispatcher.dispatch(trades),
    });
    await waitForSubscribers(market, 1);
    await new Promise((r) => setTimeout(r, 200));
    const listings = [];
    for (let i = 0; i < LISTINGS; i++) {
      listings.push(await ask(market, { publishOne: true }, 'listing'));
      await new Promise((r) => setTimeout(r, 37));
    }
    const deadline = Date.now() + DELAY_MS + 10_000;
    while (answered < LISTINGS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    unsubscribe();
    dispatcher.close();
    const afterOpening = (stamps) =>
      listings
        .filter((l) => stamps.has(l.listing))
        .map((l) => stamps.get(l.listing) - l.canJoinAfter)
        .sort((a, b) => a - b);
    const late = afterOpening(written);
    const lateHanded = afterOpening(handed);
    console.log(
      `${late.length} of ${LISTINGS} listings opening ${DELAY_MS / 1000} s after they appeared (market on ${pinned ? 'a CPU of its own' : 'any CPU'}): join written after the opening p50 ${percentile(late, 50).toFixed(3)} ms, p99 ${percentile(late, 99).toFixed(3)} ms, earliest ${late[0].toFixed(3)} ms; handed to the kernel p50 ${percentile(lateHanded, 50).toFixed(3)} ms, p99 ${percentile(lateHanded, 99).toFixed(3)} ms; ${refused} joins refused (early or lost)`,
    );
    frameDelays.sort((a, b) => a - b);
    console.log(
      `  listing frame in minus its createdAt: shortest ${frameDelays[0].toFixed(3)} ms, p50 ${percentile(frameDelays, 50).toFixed(3)} ms (createdAt counts whole milliseconds)`,
    );
  } finally {
    await feed.close();
    await joiner.close();
    market.send({ close: true });
    await new Promise((r) => market.once('exit', r));
  }
}

/** The market on the last CPU and this process on the others, where Linux's taskset can; false if not. */
function pinApart(marketPid) {
  const cpus = availableParallelism();
  if (process.platform !== 'linux' || cpus < 2) return false;
  try {
    execFileSync('taskset', ['-apc', String(cpus - 1), String(marketPid)], { stdio: 'ignore' });
    execFileSync('taskset', ['-apc', `0-${cpus - 2}`, String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
