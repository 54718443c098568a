import { loadSource, percentile, probeSocket } from './support.mjs';

const ACCOUNT_COUNTS = [100, 1000];
const JOINS = 200;
const WARM_UP = 30;
const DECISION_LISTINGS = 5000;

/**
 * The sniping runtime's hot path on one worker process, fed by the sandbox market on loopback:
 * one feed subscription, the worker's listing dispatcher (apps/server/src/worker/bot-runtime) and N
 * accounts, each a distinct user with its own compiled settings. The account that qualifies sits
 * last, so every listing is decided by all N matchers before its join leaves.
 *
 * 1. frame in -> join sent: from the listing frame's arrival on the feed session's socket to the
 *    join frame leaving on the joining account's own socket, median and p99;
 * 2. decisions: listings per second through the dispatcher against N accounts (one core).
 *
 * Each runs twice: without and with the recorded feed (decision 032), whose recorder the
 * dispatcher calls once a listing's joins are sent; its once-a-second write goes to a database
 * stand-in that takes the batch and does nothing, so only the worker's own work is measured.
 */
export async function run() {
  const load = loadSource;
  const { startSandboxCsgoroll } = await load('packages/connectors/src/sandbox/csgoroll-server.ts');
  const { createCsgorollClient } = await load('packages/connectors/src/csgoroll/csgoroll-client.ts');
  const { resolveEndpoints } = await load('packages/connectors/src/csgoroll/endpoints.ts');
  const { compileMatcher } = await load('packages/engine/src/index.ts');
  const { createSandboxCaptchaSolver } = await load('packages/connectors/src/captcha/sandbox-solver.ts');
  const { createCaptchaPool } = await load('packages/connectors/src/captcha/token-pool.ts');
  const { csgorollJoinCaptcha } = await load('packages/connectors/src/captcha/csgoroll-captcha.ts');
  const { createListingDispatcher } = await load('apps/server/src/worker/bot-runtime/listing-dispatcher.ts');
  const { createFeedRecorder } = await load('apps/server/src/worker/bot-runtime/feed-recorder.ts');
  const nowhere = { transaction: async () => undefined };

  const server = await startSandboxCsgoroll({
    seed: 3,
    listingIntervalMs: 0,
    competitionRate: 0,
    buyerRate: 0,
    progressDelayMs: 600_000,
    canJoinAfterMs: null,
    requireCaptcha: false,
    dailyWithdrawalLimit: Number.MAX_SAFE_INTEGER,
  });
  const probe = { frameIn: 0, joinSent: 0 };
  /** A listing frame's arrival and a join frame's departure, stamped on the sockets themselves. */
  const stamps = {
    onListingFrame: (at) => (probe.frameIn = at),
    onJoinSent: (_frame, at) => (probe.joinSent = at),
  };
  const pool = createCaptchaPool({
    solver: createSandboxCaptchaSolver(),
    task: csgorollJoinCaptcha(),
    size: 3,
  });
  const endpoints = resolveEndpoints({
    graphqlUrl: server.graphqlUrl,
    wsUrl: server.wsUrl,
    authUrl: server.authUrl,
  });
  const feedClient = createCsgorollClient(
    endpoints,
    { method: 'cookie', cookie: 'bench-feed' },
    { webSocketImpl: probeSocket('bench-feed', stamps) },
  );
  const joiner = createCsgorollClient(
    endpoints,
    { method: 'cookie', cookie: 'bench-joiner' },
    { captcha: pool, webSocketImpl: probeSocket('bench-joiner', stamps) },
  );
  try {
    await feedClient.signIn();
    await joiner.signIn();
    server.market.accounts.userForCookie('bench-joiner').wallets[0].amount = Number.MAX_SAFE_INTEGER / 4;
    joiner.subscribeAccount({});

    for (const count of ACCOUNT_COUNTS)
      for (const recording of [false, true]) {
        const mode = recording ? 'with the recorded feed' : 'without recording';
        let joinDone = () => undefined;
        const latencies = [];
        const recorder = recording
          ? createFeedRecorder({
              db: nowhere,
              workerId: 'bench',
              now: () => Date.now(),
              log: () => undefined,
            })
          : undefined;
        const dispatcher = createListingDispatcher({ now: () => Date.now(), log: () => undefined, recorder });
        const others = [];
        for (let i = 0; i < count - 1; i++) {
          // Realistic thresholds that refuse the sandbox's listings at different rules.
          const settings = {
            sniping_enabled: true,
            min_value: 1 + (i % 7) * 50,
            max_value: 400 + (i % 11) * 100,
            max_markup: 0.2 + (i % 5) * 0.1,
            blacklist_skins: ['AWP | Dragon Lore', 'Karambit'],
            blacklist_rarity: i % 3 === 0 ? ['contraband'] : [],
          };
          others.push(sniper(`user-${i}`, compileMatcher(settings), 1000, () => undefined));
          dispatcher.add(others.at(-1));
        }
        const theJoiner = sniper(
          'the-joiner',
          compileMatcher({ sniping_enabled: true, min_value: 0, max_value: 1e12, max_markup: 1000 }),
          Number.MAX_SAFE_INTEGER / 4,
          (listing) => {
            probe.joinSent = 0;
            const at = probe.frameIn;
            joiner
              .joinTrades([listing.id])
              .then(() => latencies.push(probe.joinSent - at))
              .catch(() => undefined)
              .finally(() => joinDone());
          },
        );
        dispatcher.add(theJoiner);
        const unsubscribe = feedClient.subscribeListings({
          onListingScan: (listings) => dispatcher.dispatchScanned(listings),
          onNewTrades: (trades) => dispatcher.dispatch(trades),
        });
        while (server.market.subscriberCount() < 1) await new Promise((r) => setTimeout(r, 10));
        await new Promise((r) => setTimeout(r, 200));

        for (let i = 0; i < JOINS + WARM_UP; i++) {
          await new Promise((resolve) => {
            joinDone = resolve;
            server.market.publishListing();
          });
          if (i === WARM_UP - 1) latencies.length = 0;
        }
        unsubscribe();
        const sorted = latencies.filter((l) => l > 0).sort((a, b) => a - b);
        console.log(
          `${count} accounts, ${mode}: frame in -> join sent over ${sorted.length} joins: median ${percentile(sorted, 50).toFixed(3)} ms, p99 ${percentile(sorted, 99).toFixed(3)} ms`,
        );

        // Decisions alone: the same dispatcher over feed-shaped trades, no network.
        const trades = [...server.market.trades.values()].slice(0, 1);
        const { tradeView } = await load('packages/connectors/src/sandbox/views.ts');
        const { parseTrade } = await load('packages/connectors/src/csgoroll/parse.ts');
        const template = parseTrade(tradeView(trades[0], server.market.accounts, null));
        const feed = Array.from({ length: DECISION_LISTINGS }, (_, i) => ({
          ...template,
          id: `bench-${count}-${i}`,
          markupPercent: (i % 120) / 10,
          totalValue: 5 + (i % 97) * 13,
        }));
        // Every account but the joiner: its joins would go over the network.
        dispatcher.remove(theJoiner);
        const seenBefore = others.reduce((sum, o) => sum + o.figures.seen, 0);
        const started = performance.now();
        dispatcher.dispatch(feed);
        const seconds = (performance.now() - started) / 1000;
        const decided = others.reduce((sum, o) => sum + o.figures.seen, 0) - seenBefore;
        if (decided !== DECISION_LISTINGS * others.length)
          throw new Error(`only ${decided} of ${DECISION_LISTINGS * others.length} decisions were made`);
        const joins = others.reduce((sum, o) => sum + o.figures.joins, 0);
        console.log(
          `${count} accounts, ${mode}: ${(DECISION_LISTINGS / seconds).toFixed(0)} listings/s decided against every account (${((DECISION_LISTINGS * count) / seconds / 1e6).toFixed(2)} M decisions/s, ${joins} joins)`,
        );
        dispatcher.close();
        await recorder?.close();
      }
  } finally {
    await feedClient.close();
    await joiner.close();
    pool.close();
    await server.close();
  }
}

function sniper(userId, matcher, balance, join) {
  return {
    sessionId: userId,
    userId,
    steamId: userId,
    matcher,
    state: { balance, credits: 1e9, creditMultiplier: 1, suspectedTrader: false },
    join,
    figures: { seen: 0, joins: 0, skips: 0, waits: 0 },
  };
}
