import diagnosticsChannel from 'node:diagnostics_channel';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './support.mjs';

const ACCOUNT_COUNTS = [100, 1000];
const JOINS = 200;
const WARM_UP = 30;
const DECISION_LISTINGS = 5000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The sniping runtime's hot path on one worker process, fed by the sandbox market on loopback:
 * one feed subscription, the worker's listing dispatcher (apps/server/src/worker/bots) and N
 * accounts, each a distinct user with its own compiled settings. The account that qualifies sits
 * last, so every listing is decided by all N matchers before its join leaves.
 *
 * 1. frame in -> join sent: from the listing frame's arrival on the feed socket to the join
 *    mutation's request headers leaving (undici's sendHeaders), median and p99;
 * 2. decisions: listings per second through the dispatcher against N accounts (one core).
 */
export async function run() {
  const load = (file) => tsImport(path.join(repoRoot, file), import.meta.url);
  const { startSandboxCsgoroll } = await load('packages/connectors/src/sandbox/csgoroll-server.ts');
  const { createCsgorollClient } = await load('packages/connectors/src/csgoroll/csgoroll-client.ts');
  const { resolveEndpoints } = await load('packages/connectors/src/csgoroll/endpoints.ts');
  const { compileMatcher } = await load('packages/bots/src/index.ts');
  const { createListingDispatcher } = await load('apps/server/src/worker/bots/listing-dispatcher.ts');

  const server = await startSandboxCsgoroll({
    seed: 3,
    listingIntervalMs: 0,
    competitionRate: 0,
    buyerRate: 0,
    progressDelayMs: 600_000,
    dailyWithdrawalLimit: Number.MAX_SAFE_INTEGER,
  });
  const endpoints = resolveEndpoints({
    graphqlUrl: server.graphqlUrl,
    wsUrl: server.wsUrl,
    authUrl: server.authUrl,
  });
  const feedClient = createCsgorollClient(endpoints, {
    method: 'credentials',
    email: 'feed@example.com',
    password: 'x1',
  });
  const joiner = createCsgorollClient(endpoints, {
    method: 'credentials',
    email: 'joiner@example.com',
    password: 'x1',
  });
  try {
    await feedClient.signIn();
    const joinerUser = await joiner.signIn();
    server.market.accounts.users.get(joinerUser.id).wallets[0].amount = Number.MAX_SAFE_INTEGER / 4;
    let headersSentAt = 0;
    const onHeaders = () => (headersSentAt = performance.now());

    for (const count of ACCOUNT_COUNTS) {
      let receivedAt = 0;
      let joinDone = () => undefined;
      const latencies = [];
      const dispatcher = createListingDispatcher({ now: () => Date.now(), log: () => undefined });
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
          headersSentAt = 0;
          const at = receivedAt;
          joiner
            .joinTrades([listing.id])
            .then(() => latencies.push(headersSentAt - at))
            .catch(() => undefined)
            .finally(() => joinDone());
        },
      );
      dispatcher.add(theJoiner);
      const unsubscribe = feedClient.subscribe({
        onNewTrades: (trades, arrivedAt) => {
          receivedAt = arrivedAt;
          dispatcher.dispatch(trades);
        },
      });
      while (server.market.subscriberCount() < 1) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 200));

      diagnosticsChannel.subscribe('undici:client:sendHeaders', onHeaders);
      for (let i = 0; i < JOINS + WARM_UP; i++) {
        await new Promise((resolve) => {
          joinDone = resolve;
          server.market.publishListing();
        });
        if (i === WARM_UP - 1) latencies.length = 0;
      }
      diagnosticsChannel.unsubscribe('undici:client:sendHeaders', onHeaders);
      unsubscribe();
      const sorted = latencies.filter((l) => l > 0).sort((a, b) => a - b);
      console.log(
        `${count} accounts: frame in -> join sent over ${sorted.length} joins: median ${percentile(sorted, 50).toFixed(3)} ms, p99 ${percentile(sorted, 99).toFixed(3)} ms`,
      );

      // Decisions alone: the same dispatcher over feed-shaped trades, no network.
      const trades = [...server.market.trades.values()].slice(0, 1);
      const { tradeView } = await load('packages/connectors/src/sandbox/views.ts');
      const { parseTrade } = await load('packages/connectors/src/csgoroll/parse.ts');
      const template = parseTrade(tradeView(trades[0], server.market.accounts));
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
        `${count} accounts: ${(DECISION_LISTINGS / seconds).toFixed(0)} listings/s decided against every account (${((DECISION_LISTINGS * count) / seconds / 1e6).toFixed(2)} M decisions/s, ${joins} joins)`,
      );
      dispatcher.close();
    }
  } finally {
    await feedClient.close();
    await joiner.close();
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
