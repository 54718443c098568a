import diagnosticsChannel from 'node:diagnostics_channel';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './support.mjs';

const LISTINGS = 5000;
const JOINS = 300;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The CSGORoll client against the sandbox market on loopback, in one process:
 * 1. listings per second the client receives and parses from the feed (a burst of LISTINGS);
 * 2. sniping latency: from a listing frame's arrival on the socket to the join mutation's request
 *    headers leaving for the server (undici's sendHeaders), median and 99th percentile.
 */
export async function run() {
  const load = (file) => tsImport(path.join(repoRoot, 'packages/connectors/src', file), import.meta.url);
  const { startSandboxCsgoroll } = await load('sandbox/csgoroll-server.ts');
  const { createCsgorollClient } = await load('csgoroll/csgoroll-client.ts');
  const { resolveEndpoints } = await load('csgoroll/endpoints.ts');
  const { parseNewTrades } = await load('csgoroll/parse.ts');
  const { tradeView } = await load('sandbox/views.ts');

  const server = await startSandboxCsgoroll({
    seed: 1,
    listingIntervalMs: 0,
    competitionRate: 0,
    buyerRate: 0,
    progressDelayMs: 60_000,
    dailyWithdrawalLimit: Number.MAX_SAFE_INTEGER,
  });
  const endpoints = resolveEndpoints({
    graphqlUrl: server.graphqlUrl,
    wsUrl: server.wsUrl,
    authUrl: server.authUrl,
  });
  const client = createCsgorollClient(endpoints, {
    method: 'credentials',
    email: 'bench@example.com',
    password: 'bench-pass',
  });
  try {
    const user = await client.signIn();
    server.market.accounts.users.get(user.id).wallets[0].amount = Number.MAX_SAFE_INTEGER / 4;

    // One subscription for both parts: `onListing` is switched from counting to sniping.
    let onListing = () => undefined;
    let headersSentAt = 0;
    client.subscribe({ onNewTrades: (trades, receivedAt) => onListing(trades, receivedAt) });
    while (server.market.subscriberCount() < 3) await new Promise((r) => setTimeout(r, 10));

    // 1. Feed throughput, end to end (the in-process sandbox also builds and sends every frame).
    let received = 0;
    const allReceived = new Promise((resolve) => {
      onListing = (trades) => {
        received += trades.length;
        if (received >= LISTINGS) resolve();
      };
    });
    const started = performance.now();
    for (let i = 0; i < LISTINGS; i += 1) {
      server.market.publishListing();
      if (i % 100 === 99) await new Promise((r) => setImmediate(r));
    }
    await allReceived;
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `feed end to end: ${LISTINGS} listings in ${seconds.toFixed(2)} s = ${(LISTINGS / seconds).toFixed(0)} listings/s`,
    );

    // The client's own share: JSON frames of the same listings, parsed as the feed parses them.
    const frames = [...server.market.trades.values()].slice(0, LISTINGS).map((t) =>
      JSON.stringify({
        id: '1',
        type: 'next',
        payload: { data: { createTrades: { trades: [tradeView(t, server.market.accounts)] } } },
      }),
    );
    const parseStarted = performance.now();
    let parsed = 0;
    for (const frame of frames) parsed += parseNewTrades(JSON.parse(frame).payload.data).length;
    const parseSeconds = (performance.now() - parseStarted) / 1000;
    console.log(
      `client parse only: ${parsed} listings in ${(parseSeconds * 1000).toFixed(0)} ms = ${(parsed / parseSeconds).toFixed(0)} listings/s`,
    );

    // 2. Frame arrival -> join mutation sent.
    const onHeaders = () => (headersSentAt = performance.now());
    diagnosticsChannel.subscribe('undici:client:sendHeaders', onHeaders);
    const latencies = [];
    // The first joins open the HTTP connection and warm the JIT; they are not counted.
    const WARM_UP = 30;
    for (let i = 0; i < JOINS + WARM_UP; i += 1) {
      await new Promise((resolve) => {
        onListing = (trades, receivedAt) => {
          headersSentAt = 0;
          client
            .joinTrades([trades[0].id])
            .then(() => i >= WARM_UP && latencies.push(headersSentAt - receivedAt))
            .finally(resolve);
        };
        server.market.publishListing();
      });
    }
    diagnosticsChannel.unsubscribe('undici:client:sendHeaders', onHeaders);
    const sorted = latencies.filter((l) => l > 0).sort((a, b) => a - b);
    if (sorted.length < JOINS * 0.9) throw new Error(`only ${sorted.length} of ${JOINS} joins were timed`);
    console.log(
      `sniping: frame arrival -> join mutation sent over ${sorted.length} joins: median ${percentile(sorted, 50).toFixed(3)} ms, p99 ${percentile(sorted, 99).toFixed(3)} ms`,
    );
  } finally {
    await client.close();
    await server.close();
  }
}
