import { ask, forkBench, loadSource, percentile, probeSocket, waitForSubscribers } from './support.mjs';

const LISTINGS = Number(process.env.RACE_BENCH_LISTINGS ?? 300);
/**
 * Listings both sides join before the measured ones, not counted: a worker runs for hours, so its
 * code is compiled by the time a listing matters; without this the race measures V8's interpreter
 * on a few hundred cold calls (both racers get the same warm-up).
 */
const WARMUP = Number(process.env.RACE_BENCH_WARMUP ?? 1000);
const ACCOUNTS = 100;
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * The sniping race (issue 30), as the issue measures it: a minimal client written by us as the
 * baseline (race-minimal-client.mjs: one socket, the join frame built from prebuilt halves around the
 * id cut from the frame's text) against (1) our CSGORoll client alone, joining every listing of its
 * own feed on its own socket, and (2) our whole runtime path: the worker's feed session, the listing
 * dispatcher with 100 accounts' matchers (the joining one last) and the joining account's socket.
 * The market referee (sandbox-child.mjs), the baseline and ours each run in a process of their own,
 * so one racer's work never delays the other's; both join every listing and the first join the market
 * reads wins it. The feed order alternates: the first half of the listings reach the baseline first,
 * the second half reach ours first. Reported: wins out of LISTINGS and frame in -> join written at
 * p50 and p99, ours divided by the baseline's (goal: at least half the wins and a median ratio <= 1).
 * "Written" is when ws has handed the join to the kernel, on both sides; the work before the write
 * (frame in -> the join handed to ws) is reported apart, since the write itself costs both sides alike.
 */
export async function run() {
  const market = forkBench('sandbox-child.mjs');
  const urls = await ask(market, null, 'wsUrl');
  const load = loadSource;
  const { createCsgorollClient } = await load('packages/connectors/src/csgoroll/csgoroll-client.ts');
  const { resolveEndpoints } = await load('packages/connectors/src/csgoroll/endpoints.ts');
  const { compileMatcher } = await load('packages/engine/src/index.ts');
  const { createListingDispatcher } = await load('apps/server/src/worker/bot-runtime/listing-dispatcher.ts');
  const endpoints = resolveEndpoints(urls);

  try {
    for (const mode of ['our client alone', 'our runtime path (100 accounts)']) {
      const runtime = mode.startsWith('our runtime');
      const baseline = forkBench('race-minimal-client.mjs');
      const tag = runtime ? 'runtime' : 'client';
      const baselineCookie = `race-baseline-${tag}`;
      const ourCookie = `race-ours-${tag}`;
      const { userId: baselineUser } = await ask(market, { userOf: baselineCookie }, 'userId');
      const { userId: ourUser } = await ask(market, { userOf: ourCookie }, 'userId');
      const probe = { frameIn: 0, delivered: 0, decided: 0 };
      const ours = [];
      const oursBeforeWrite = [];
      let writing = 0;
      // Stage stamps of the runtime path (frame in -> listing delivered -> join decided -> written).
      const stages = [];
      let answered = () => undefined;
      /** A listing frame's arrival and a join frame's departure, stamped on our sockets themselves. */
      const stamps = {
        onListingFrame: (at) => (probe.frameIn = at),
        onJoinWriting: (_frame, at) => (writing = at),
        onJoinSent: (_frame, at) => {
          ours.push(at - probe.frameIn);
          oursBeforeWrite.push(writing - probe.frameIn);
          if (probe.delivered > probe.frameIn)
            stages.push([
              probe.delivered - probe.frameIn,
              probe.decided - probe.delivered,
              at - probe.decided,
            ]);
        },
      };
      const joiner = createCsgorollClient(
        endpoints,
        { method: 'cookie', cookie: ourCookie },
        {
          webSocketImpl: probeSocket(ourCookie, stamps),
        },
      );
      const feedCookie = `race-feed-${tag}`;
      const feed = runtime
        ? createCsgorollClient(
            endpoints,
            { method: 'cookie', cookie: feedCookie },
            {
              webSocketImpl: probeSocket(feedCookie, stamps),
            },
          )
        : joiner;
      await joiner.signIn();
      if (runtime) await feed.signIn();
      joiner.subscribeAccount({});
      const join = (id) =>
        joiner
          .joinTrades([id])
          .catch(() => undefined)
          .finally(() => answered());
      // As the worker listens: the listings scanned from the frame's text decide; the parsed trades
      // follow (the check, or the decision when the scan could not read the frame).
      let onScan = (listings) => join(listings[0].id);
      let onTrades = (trades) => (scanned.has(trades[0].id) ? undefined : join(trades[0].id));
      const scanned = new Set();
      if (runtime) {
        const dispatcher = createListingDispatcher({ now: () => Date.now(), log: () => undefined });
        for (let i = 0; i < ACCOUNTS - 1; i++)
          dispatcher.add(sniper(`user-${i}`, compileMatcher(refusing(i)), () => undefined));
        dispatcher.add(
          sniper(
            'the-joiner',
            compileMatcher({ sniping_enabled: true, min_value: 0, max_value: 1e12, max_markup: 1000 }),
            (l) => {
              probe.decided = performance.now();
              join(l.id);
            },
          ),
        );
        onScan = (listings) => {
          probe.delivered = performance.now();
          dispatcher.dispatchScanned(listings);
        };
        onTrades = (trades) => {
          probe.delivered = performance.now();
          dispatcher.dispatch(trades);
        };
      }

      // First half: the baseline subscribed first, so the market writes it each frame first.
      baseline.send({ connect: { wsUrl: urls.wsUrl, cookie: baselineCookie } });
      await ask(baseline, null, 'ready');
      const unsubscribe = feed.subscribeListings({
        onListingScan: (listings) => {
          if (!runtime) scanned.add(listings[0].id);
          onScan(listings);
        },
        onNewTrades: (trades) => onTrades(trades),
      });
      await waitForSubscribers(market, 2);
      if (WARMUP > 0) {
        await ask(market, { publish: WARMUP, everyMs: 2 }, 'published');
        await new Promise((r) => setTimeout(r, 500));
        await ask(baseline, { report: true }, 'latencies');
        ours.length = 0;
        oursBeforeWrite.length = 0;
        stages.length = 0;
      }
      let wins = 0;
      let theirs = 0;
      let winsWhenFirst = 0;
      for (let i = 0; i < LISTINGS; i++) {
        if (i === LISTINGS / 2) {
          // Second half: the baseline subscribes again, now behind ours.
          await ask(baseline, { resubscribe: true }, 'ready');
          await new Promise((r) => setTimeout(r, 100));
        }
        const done = new Promise((resolve) => (answered = resolve));
        const { listing: published } = await ask(market, { publishOne: true }, 'listing');
        await Promise.race([done, new Promise((r) => setTimeout(r, 1_000))]);
        await new Promise((r) => setTimeout(r, 20));
        const { withdrawerId } = await ask(market, { winner: published }, 'withdrawerId');
        if (withdrawerId === ourUser) {
          wins++;
          if (i >= LISTINGS / 2) winsWhenFirst++;
        } else if (withdrawerId === baselineUser) theirs++;
      }
      unsubscribe();
      const { latencies, beforeWrite } = await ask(baseline, { report: true }, 'latencies');
      const sortedOurs = ours.filter((l) => l > 0 && l < 1_000).sort((a, b) => a - b);
      const sortedTheirs = [...latencies].sort((a, b) => a - b);
      const ratio = (p) => percentile(sortedOurs, p) / percentile(sortedTheirs, p);
      console.log(
        `${mode}: won ${wins} of ${LISTINGS} (baseline ${theirs}; ${wins - winsWhenFirst} of ${LISTINGS / 2} when the baseline had the frame first, ${winsWhenFirst} of ${LISTINGS / 2} when we had it first); frame in -> join written median ${median(sortedOurs).toFixed(3)} ms vs ${median(sortedTheirs).toFixed(3)} ms (ratio ${ratio(50).toFixed(2)}), p99 ${percentile(sortedOurs, 99).toFixed(3)} ms vs ${percentile(sortedTheirs, 99).toFixed(3)} ms (ratio ${ratio(99).toFixed(2)})`,
      );
      const workOurs = median(oursBeforeWrite.filter((l) => l > 0 && l < 1_000));
      const workTheirs = median(beforeWrite);
      console.log(
        `  work before the write (frame in -> join handed to ws), medians: ours ${(workOurs * 1000).toFixed(1)} µs vs baseline ${(workTheirs * 1000).toFixed(1)} µs; the write itself ${((median(sortedOurs) - workOurs) * 1000).toFixed(1)} vs ${((median(sortedTheirs) - workTheirs) * 1000).toFixed(1)} µs`,
      );
      if (stages.length > 0) {
        const stage = (i) => median(stages.map((s) => s[i])).toFixed(3);
        console.log(
          `  runtime path by stage (medians): frame in -> listings handed to the feed listener ${stage(0)} ms, -> join decided ${stage(1)} ms, -> join frame written ${stage(2)} ms`,
        );
      }
      await joiner.close();
      if (runtime) await feed.close();
      baseline.send({ stop: true });
      await new Promise((r) => baseline.once('exit', r));
    }
  } finally {
    market.send({ close: true });
  }
}

/** Realistic thresholds that refuse the sandbox's listings at different rules. */
function refusing(i) {
  return {
    sniping_enabled: true,
    min_value: 1 + (i % 7) * 50,
    max_value: 400 + (i % 11) * 100,
    max_markup: 0.2 + (i % 5) * 0.1,
    blacklist_skins: ['AWP | Dragon Lore', 'Karambit'],
    blacklist_rarity: i % 3 === 0 ? ['contraband'] : [],
  };
}

function sniper(userId, matcher, join) {
  return {
    sessionId: userId,
    userId,
    steamId: userId,
    matcher,
    state: {
      balance: Number.MAX_SAFE_INTEGER / 4,
      credits: 1e9,
      creditMultiplier: 1,
      suspectedTrader: false,
    },
    join,
    figures: { seen: 0, joins: 0, skips: 0, waits: 0 },
  };
}
