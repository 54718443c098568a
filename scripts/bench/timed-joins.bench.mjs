import { loadSource, percentile, probeSocket } from './support.mjs';

const LISTINGS = Number(process.env.TIMED_JOINS_BENCH_LISTINGS ?? 60);
const DELAY_MS = 2_000;

/**
 * Joins timed to the opening (issue 30): the sandbox market lists with `canJoinAfter` 2 s after
 * creation and refuses a join before it, as live CSGORoll does. The worker's feed session and listing
 * dispatcher learn the server's clock from the frames and fire each join at the opening. Reported: join
 * frame written minus the opening at p50 and p99 (both on this machine's clock: the sandbox is local),
 * and how many joins the market refused as early (goal: within 1 ms, never early). Also reported: how long
 * a listing frame takes from its `createdAt` to reaching us. The clock is learnt from those frames alone,
 * so the shortest of these delays is time the estimate cannot see, and a join fires at least that late.
 */

/**
 * The wall clock (the sandbox's `Date.now()`, which sets `canJoinAfter`) read to the microsecond:
 * anchored on the moment `Date.now()` ticks to its next millisecond. `performance.timeOrigin` can be
 * a millisecond or two off the wall clock, which would move every figure by as much.
 */
function wallClockToTheMicrosecond() {
  const start = Date.now();
  let tick;
  let at;
  do {
    at = performance.now();
    tick = Date.now();
  } while (tick === start);
  const anchor = tick - at;
  return (performanceNow) => anchor + performanceNow;
}
export async function run() {
  const load = loadSource;
  const { startSandboxCsgoroll } = await load('packages/connectors/src/sandbox/csgoroll-server.ts');
  const { createCsgorollClient } = await load('packages/connectors/src/csgoroll/csgoroll-client.ts');
  const { resolveEndpoints } = await load('packages/connectors/src/csgoroll/endpoints.ts');
  const { compileMatcher } = await load('packages/engine/src/index.ts');
  const { createListingDispatcher } = await load('apps/server/src/worker/bot-runtime/listing-dispatcher.ts');
  const server = await startSandboxCsgoroll({
    seed: 4,
    listingIntervalMs: 0,
    competitionRate: 0,
    buyerRate: 0,
    progressDelayMs: 600_000,
    canJoinAfterMs: DELAY_MS,
    requireCaptcha: false,
    dailyWithdrawalLimit: Number.MAX_SAFE_INTEGER,
  });
  const written = new Map();
  const wallClock = wallClockToTheMicrosecond();
  /** A listing frame's arrival minus its `createdAt` (ms), per listing. */
  const frameDelays = [];
  /** Stamps each join frame once written on the joining account's socket (on the wall clock, in ms). */
  const ProbeSocket = probeSocket('timed-joiner', {
    onJoinSent: (frame, at) => {
      const id = /"tradeIds":\["([^"]+)"/.exec(frame)?.[1];
      if (id) written.set(id, wallClock(at));
    },
  });
  const endpoints = resolveEndpoints({
    graphqlUrl: server.graphqlUrl,
    wsUrl: server.wsUrl,
    authUrl: server.authUrl,
  });
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
    server.market.accounts.userForCookie('timed-joiner').wallets[0].amount = Number.MAX_SAFE_INTEGER / 4;
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
      join: (listing) =>
        void joiner
          .joinTrades([listing.id])
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
    while (server.market.subscriberCount() < 1) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 200));
    const listings = [];
    for (let i = 0; i < LISTINGS; i++) {
      listings.push(server.market.publishListing());
      await new Promise((r) => setTimeout(r, 37));
    }
    const deadline = Date.now() + DELAY_MS + 10_000;
    while (answered < LISTINGS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    unsubscribe();
    dispatcher.close();
    const late = listings
      .filter((l) => written.has(l.id))
      .map((l) => written.get(l.id) - new Date(l.canJoinAfter).getTime())
      .sort((a, b) => a - b);
    console.log(
      `${late.length} of ${LISTINGS} listings opening ${DELAY_MS / 1000} s after they appeared: join written after the opening p50 ${percentile(late, 50).toFixed(3)} ms, p99 ${percentile(late, 99).toFixed(3)} ms, earliest ${late[0].toFixed(3)} ms; ${refused} joins refused (early or lost)`,
    );
    frameDelays.sort((a, b) => a - b);
    console.log(
      `  listing frame in minus its createdAt: shortest ${frameDelays[0].toFixed(3)} ms, p50 ${percentile(frameDelays, 50).toFixed(3)} ms (createdAt counts whole milliseconds)`,
    );
  } finally {
    await feed.close();
    await joiner.close();
    await server.close();
  }
}
