import { EventEmitter } from 'node:events';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { tsImport } from 'tsx/esm/api';
import { percentiles, probeSocket as stampingSocket, repoRoot } from './support.mjs';

const PARSE_FRAMES = 20_000;
const JOINS = 600;
const WARM_UP = 30;
/** The sniping rule both clients apply: join anything up to this value. */
const MAX_VALUE = 1e9;

/**
 * Sniping speed of the CSGORoll client against the sandbox market on loopback, in one process:
 * 1. listings parsed and decided per second on one core (our parser on the feed's own frames);
 * 2. frame-in -> join-sent, our client next to a minimal baseline (graphql-ws, joining over its
 *    open socket, nothing else), on the same feed. Both are timed by the same probe socket: the
 *    listing frame's arrival (the first 'message' listener) and the join frame handed to be written.
 *    Both stay connected and join in turn, listing by listing, so both meet the same load; the
 *    other client's work on a frame never falls inside a measurement (each socket's listeners
 *    run together, the probe's first).
 * 3. the same two clients on an in-memory socket: the work each does between a listing frame and
 *    its join frame, without the network and kernel time both share (and that dominates 2.).
 */
export async function run() {
  const load = (file) => tsImport(path.join(repoRoot, 'packages/connectors/src', file), import.meta.url);
  const { startSandboxCsgoroll } = await load('sandbox/csgoroll-server.ts');
  const { createCsgorollClient } = await load('csgoroll/csgoroll-client.ts');
  const { resolveEndpoints } = await load('csgoroll/endpoints.ts');
  const { parseNewTrades } = await load('csgoroll/parse.ts');
  const ops = await load('csgoroll/operations.ts');
  const { tradeView } = await load('sandbox/views.ts');
  const { createSandboxCaptchaSolver } = await load('captcha/sandbox-solver.ts');
  const { createCaptchaPool } = await load('captcha/token-pool.ts');
  const { csgorollJoinCaptcha } = await load('captcha/csgoroll-captcha.ts');

  const server = await startSandboxCsgoroll({
    seed: 1,
    listingIntervalMs: 0,
    competitionRate: 0,
    buyerRate: 0,
    progressDelayMs: 600_000,
    canJoinAfterMs: null,
    requireCaptcha: false,
    dailyWithdrawalLimit: Number.MAX_SAFE_INTEGER,
  });
  const fund = (cookie) => {
    const user = server.market.accounts.userForCookie(cookie);
    user.wallets[0].amount = Number.MAX_SAFE_INTEGER / 4;
    return user;
  };

  /**
   * Per client: when the listing frame arrived and when the join frame was handed to be written (by
   * ws.send, or by ours straight on its TCP socket), on its own socket.
   */
  const probeSocket = (cookie, probe) =>
    stampingSocket(cookie, {
      onListingFrame: (at) => (probe.frameIn = at),
      onJoinWriting: (_frame, at) => (probe.joinSent = at),
    });

  // 1. Parse and decide, one core.
  const frames = Array.from({ length: PARSE_FRAMES }, () => {
    const trade = server.market.publishListing();
    return JSON.stringify({
      id: '1',
      type: 'next',
      payload: { data: { createTrades: { trades: [tradeView(trade, server.market.accounts, null)] } } },
    });
  });
  let decided = 0;
  const decide = (trade) =>
    trade.totalValue <= MAX_VALUE && trade.markupPercent <= 12 && trade.tradeItems.length > 0;
  for (const frame of frames.slice(0, 2000)) parseNewTrades(JSON.parse(frame).payload.data).forEach(decide);
  const parseStarted = performance.now();
  for (const frame of frames)
    for (const trade of parseNewTrades(JSON.parse(frame).payload.data)) decided += decide(trade) ? 1 : 0;
  const parseSeconds = (performance.now() - parseStarted) / 1000;
  const perCore = PARSE_FRAMES / parseSeconds;
  console.log(
    `parse and decide: ${PARSE_FRAMES} listings in ${(parseSeconds * 1000).toFixed(0)} ms = ${perCore.toFixed(0)} listings/s on one core (target >= 20000)`,
  );
  if (decided === 0) throw new Error('nothing was decided');

  const endpoints = resolveEndpoints({
    graphqlUrl: server.graphqlUrl,
    wsUrl: server.wsUrl,
    authUrl: server.authUrl,
  });
  const pool = createCaptchaPool({
    solver: createSandboxCaptchaSolver(),
    task: csgorollJoinCaptcha(),
    size: 3,
  });

  /** Both clients stay connected; each listing is joined by one of them, in turn. */
  let active = null;
  const oursProbe = { frameIn: 0, joinSent: 0 };
  const baseProbe = { frameIn: 0, joinSent: 0 };

  fund('bench-ours');
  const ours = createCsgorollClient(
    endpoints,
    { method: 'cookie', cookie: 'bench-ours' },
    { captcha: pool, webSocketImpl: probeSocket('bench-ours', oursProbe) },
  );
  let oursAnswered = () => undefined;
  const states = [];
  ours.subscribeListings({
    onConnectionState: (s) => states.push(s),
    onNewTrades: (trades) => {
      if (active !== 'ours') return;
      for (const trade of trades)
        if (decide(trade)) ours.joinTrades([trade.id]).then(oursAnswered, oursAnswered);
    },
  });

  fund('bench-baseline');
  const baseline = createClient({
    url: server.wsUrl,
    webSocketImpl: probeSocket('bench-baseline', baseProbe),
    lazy: false,
    retryAttempts: 0,
  });
  let baseAnswered = () => undefined;
  // Solved beforehand, as C reuses its last tokens: the same frame size as ours, no pool.
  const baselineToken = (await createSandboxCaptchaSolver().solve(csgorollJoinCaptcha())).token;
  const baselineJoin = (id) =>
    baseline.subscribe(
      {
        operationName: 'JoinTrades',
        query: ops.JOIN_TRADES,
        variables: { input: { tradeIds: [id], hasCompliedToAntiRWT: true, recaptcha: baselineToken } },
      },
      { next: () => undefined, error: () => baseAnswered(), complete: () => baseAnswered() },
    );
  baseline.subscribe(
    { operationName: 'OnCreateTrade', query: ops.ON_CREATE_TRADES },
    {
      next: ({ data }) => {
        if (active !== 'baseline') return;
        for (const trade of data.createTrades.trades)
          if (trade.totalValue <= MAX_VALUE) baselineJoin(trade.id);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  while (!states.includes('connected')) await new Promise((r) => setTimeout(r, 5));
  await new Promise((r) => setTimeout(r, 200));

  async function round(who) {
    const probe = who === 'ours' ? oursProbe : baseProbe;
    probe.frameIn = probe.joinSent = 0;
    active = who;
    const answered = new Promise((resolve) => {
      if (who === 'ours') oursAnswered = resolve;
      else baseAnswered = resolve;
    });
    server.market.publishListing();
    await answered;
    active = null;
    return probe.joinSent > 0 ? probe.joinSent - probe.frameIn : null;
  }

  try {
    const oursSamples = [];
    const baseSamples = [];
    for (let i = 0; i < WARM_UP; i += 1) await round(i % 2 ? 'ours' : 'baseline');
    for (let i = 0; i < JOINS * 2; i += 1) {
      const who = i % 2 ? 'ours' : 'baseline';
      const sample = await round(who);
      if (sample !== null) (who === 'ours' ? oursSamples : baseSamples).push(sample);
    }
    const o = percentiles(oursSamples);
    const base = percentiles(baseSamples);
    if (o.n < JOINS * 0.9 || base.n < JOINS * 0.9)
      throw new Error(`too few joins timed: ours ${o.n}, baseline ${base.n}`);
    console.log(
      `frame-in -> join-sent, ours over ${o.n} joins: median ${o.median.toFixed(3)} ms, p99 ${o.p99.toFixed(3)} ms`,
    );
    console.log(
      `frame-in -> join-sent, baseline (graphql-ws) over ${base.n} joins: median ${base.median.toFixed(3)} ms, p99 ${base.p99.toFixed(3)} ms`,
    );
    console.log(
      `ratio ours / baseline: median ${(o.median / base.median).toFixed(2)}, p99 ${(o.p99 / base.p99).toFixed(2)} (target <= 1.0)`,
    );
    await inMemory({
      createCsgorollClient,
      endpoints,
      ops,
      trades: [...server.market.trades.values()].slice(0, 3000),
      view: (t) => tradeView(t, server.market.accounts, null),
      token: baselineToken,
      pool,
    });
  } finally {
    await ours.close();
    await baseline.dispose();
    pool.close();
    await server.close();
  }
}

/** A socket that never touches the network: frames are handed in, sends are stamped. */
function memorySocket(state) {
  return class MemorySocket extends EventEmitter {
    static CONNECTING = 0;
    static OPEN = 1;
    static CLOSING = 2;
    static CLOSED = 3;
    constructor() {
      super();
      state.socket = this;
      this.readyState = 0;
      this.protocol = 'graphql-transport-ws';
      setImmediate(() => {
        this.readyState = 1;
        this.emit('open');
        this.onopen?.({});
      });
    }
    deliver(frame) {
      this.emit('message', frame);
      this.onmessage?.({ data: frame.toString() });
    }
    send(data) {
      if (data.includes('"JoinTrades"')) state.joinSent = performance.now();
      else if (data.includes('createTrades')) state.feedId = JSON.parse(data).id;
      if (data.includes('connection_init'))
        setImmediate(() => this.deliver(Buffer.from('{"type":"connection_ack"}')));
    }
    close() {}
    terminate() {}
  };
}

async function inMemory({ createCsgorollClient, endpoints, ops, trades, view, token, pool }) {
  const oursState = {};
  const baseState = {};
  const ours = createCsgorollClient(
    endpoints,
    { method: 'cookie', cookie: 'bench-memory' },
    {
      webSocketImpl: memorySocket(oursState),
      captcha: pool,
    },
  );
  ours.subscribeListings({
    onNewTrades: (listings) => {
      for (const t of listings) if (t.totalValue <= MAX_VALUE) ours.joinTrades([t.id]).catch(() => undefined);
    },
  });
  const base = createClient({
    url: 'ws://memory',
    webSocketImpl: memorySocket(baseState),
    lazy: false,
    retryAttempts: 0,
  });
  const sink = { next: () => undefined, error: () => undefined, complete: () => undefined };
  base.subscribe(
    { operationName: 'OnCreateTrade', query: ops.ON_CREATE_TRADES },
    {
      ...sink,
      next: ({ data }) => {
        for (const t of data.createTrades.trades)
          if (t.totalValue <= MAX_VALUE)
            base.subscribe(
              {
                operationName: 'JoinTrades',
                query: ops.JOIN_TRADES,
                variables: { input: { tradeIds: [t.id], hasCompliedToAntiRWT: true, recaptcha: token } },
              },
              sink,
            );
      },
    },
  );
  await new Promise((r) => setTimeout(r, 100));
  const framesFor = (id) =>
    trades.map((t) =>
      Buffer.from(
        JSON.stringify({ id, type: 'next', payload: { data: { createTrades: { trades: [view(t)] } } } }),
      ),
    );
  const oursFrames = framesFor(oursState.feedId);
  const baseFrames = framesFor(baseState.feedId);
  const oursSamples = [];
  const baseSamples = [];
  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i < oursFrames.length; i += 1) {
      let started = performance.now();
      oursState.socket.deliver(oursFrames[i]);
      if (round > 0) oursSamples.push(oursState.joinSent - started);
      started = performance.now();
      baseState.socket.deliver(baseFrames[i]);
      // graphql-ws sends after awaiting its connection promise: let those microtasks run.
      for (let m = 0; m < 4; m += 1) await null;
      if (round > 0) baseSamples.push(baseState.joinSent - started);
    }
  }
  const o = percentiles(oursSamples);
  const b = percentiles(baseSamples);
  console.log(
    `in memory (the clients' own work), ours: median ${(o.median * 1000).toFixed(1)} µs, p99 ${(o.p99 * 1000).toFixed(1)} µs; baseline: median ${(b.median * 1000).toFixed(1)} µs, p99 ${(b.p99 * 1000).toFixed(1)} µs; ratio ${(o.median / b.median).toFixed(2)} / ${(o.p99 / b.p99).toFixed(2)}`,
  );
  await ours.close();
  await base.dispose();
}
