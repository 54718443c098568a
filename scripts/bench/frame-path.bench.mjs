import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { loadSource, percentile } from './support.mjs';

const FRAMES = Number(process.env.FRAME_PATH_BENCH_FRAMES ?? 300);
const ROUNDS = Number(process.env.FRAME_PATH_BENCH_ROUNDS ?? 20);
const ACCOUNTS = 100;

/**
 * Where the microseconds go between a listing frame's arrival and the join's write (issue 30),
 * stage by stage, on real frames of the sandbox feed (captured once over a socket, then replayed in
 * process so every stage is timed alone with hrtime, many rounds, medians per frame): the slow path
 * (JSON.parse of the frame, the connectors' trade, the engine's listing) against the raw-frame scan,
 * then the prepared listing, 100 accounts' matchers and building the join frame both ways. These are
 * warm figures (the same code over and over); the race bench's stage stamps show the cold ones.
 */
export async function run() {
  const load = loadSource;
  const { startSandboxCsgoroll } = await load('packages/connectors/src/sandbox/csgoroll-server.ts');
  const { ON_CREATE_TRADES, JOIN_TRADES } = await load('packages/connectors/src/csgoroll/operations.ts');
  const { parseNewTrades } = await load('packages/connectors/src/csgoroll/parse.ts');
  const { createFrameScan } = await load('packages/connectors/src/csgoroll/scan-frame.ts');
  const { compileMatcher, prepareListing } = await load('packages/engine/src/index.ts');
  const { listingFromTrade, sameListing } = await load(
    'apps/server/src/worker/bot-runtime/listing-from-trade.ts',
  );
  const frames = await captureFrames(startSandboxCsgoroll, ON_CREATE_TRADES);

  const matchers = [];
  for (let i = 0; i < ACCOUNTS - 1; i++) matchers.push(compileMatcher(refusing(i)));
  matchers.push(compileMatcher({ sniping_enabled: true, min_value: 0, max_value: 1e12, max_markup: 1000 }));
  const state = { balance: 1e12, credits: 1e9, creditMultiplier: 1, suspectedTrader: false };
  const queryJson = JSON.stringify(JOIN_TRADES);
  const head = '{"id":"j';
  const middle = `","type":"subscribe","payload":{"operationName":"JoinTrades","query":${queryJson},"variables":{"input":{"tradeIds":["`;
  const tail = '"],"hasCompliedToAntiRWT":true,"recaptcha":""}}}}';
  let counter = 0;
  const scanner = createFrameScan();

  const stages = {
    'buffer to text': (f) => f.buffer.toString(),
    'JSON.parse of the frame': (f) => JSON.parse(f.text),
    'parseNewTrades (connectors trade)': (f) => parseNewTrades(f.parsed.payload.data),
    'listingFromTrade (engine listing, 4 Date.parse)': (f) => listingFromTrade(f.trade),
    'the scan instead: frame text to engine listings (no JSON.parse)': (f) => scanner.scan(f.text),
    prepareListing: (f) => prepareListing(f.listing),
    '100 matchers decide': (f) => {
      let joins = 0;
      for (let i = 0; i < matchers.length; i++)
        if (matchers[i].decide(f.prepared, state, f.listing.createdAt).action === 'join') joins++;
      return joins;
    },
    'join frame: randomUUID + JSON.stringify(input)': (f) => {
      const id = randomUUID();
      return `{"id":"${id}","type":"subscribe","payload":{"operationName":"JoinTrades","query":${queryJson},"variables":{"input":${JSON.stringify({ tradeIds: [f.listing.id], hasCompliedToAntiRWT: true, recaptcha: '' })}}}}`;
    },
    'join frame: counter + prebuilt halves': (f) => `${head}${++counter}${middle}${f.listing.id}${tail}`,
  };
  for (const f of frames) {
    f.text = f.buffer.toString();
    f.parsed = JSON.parse(f.text);
    f.trade = parseNewTrades(f.parsed.payload.data)[0];
    f.listing = listingFromTrade(f.trade);
    f.prepared = prepareListing(f.listing);
    if (!scanner.scan(f.text) || !sameListing(scanner.listings[0], f.listing))
      throw new Error(`the scan did not read a frame as the parse does: ${f.text}`);
  }
  const results = [];
  for (const [name, stage] of Object.entries(stages)) {
    for (let r = 0; r < 3; r++) for (const f of frames) stage(f); // warm up
    const perFrame = [];
    for (const f of frames) {
      const times = [];
      for (let r = 0; r < ROUNDS; r++) {
        const t0 = process.hrtime.bigint();
        stage(f);
        times.push(Number(process.hrtime.bigint() - t0) / 1000);
      }
      perFrame.push(median(times));
    }
    results.push([
      name,
      median(perFrame),
      percentile(
        perFrame.sort((a, b) => a - b),
        99,
      ),
    ]);
  }
  const bytes = median(frames.map((f) => f.buffer.length));
  console.log(`${frames.length} sandbox feed frames (median ${bytes} bytes), ${ROUNDS} rounds each:`);
  for (const [name, p50, p99] of results)
    console.log(`  ${name.padEnd(72)} median ${p50.toFixed(2)} µs  p99 ${p99.toFixed(2)} µs`);
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Real feed frames, as the sandbox writes them on a socket subscribed with our listing query. */
async function captureFrames(startSandboxCsgoroll, query) {
  const server = await startSandboxCsgoroll({
    seed: 11,
    listingIntervalMs: 0,
    competitionRate: 0,
    buyerRate: 0,
    progressDelayMs: 600_000,
    canJoinAfterMs: null,
  });
  const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', {
    headers: { cookie: 'session=frame-path' },
  });
  const frames = [];
  await new Promise((resolve) => {
    socket.on('open', () => socket.send('{"type":"connection_init"}'));
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.includes('connection_ack')) {
        socket.send(
          JSON.stringify({
            id: 'feed',
            type: 'subscribe',
            payload: { operationName: 'OnCreateTrade', query },
          }),
        );
        const publish = () => {
          if (server.market.subscriberCount() === 0) return void setTimeout(publish, 10);
          for (let i = 0; i < FRAMES; i++) server.market.publishListing();
        };
        publish();
      } else if (text.includes('"createTrades"')) {
        frames.push({ buffer: Buffer.from(data) });
        if (frames.length === FRAMES) resolve();
      }
    });
  });
  socket.close();
  await server.close();
  return frames;
}

/** The race bench's 99 refusing accounts (race.bench.mjs). */
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
