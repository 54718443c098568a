import { WebSocketServer } from 'ws';
import WebSocket from 'ws';
import { loadSource, percentile } from './support.mjs';

const WRITES = Number(process.env.JOIN_WRITE_BENCH_WRITES ?? 1200);
const WARMUP = 200;

/**
 * One join frame's write on loopback (decision 043): `ws.send` of the text against writeTextFrame
 * (one masked frame, one write on the TCP socket), alternating, with the process idle a few
 * milliseconds between writes as between listings. Timed from the call to its return: the work and
 * the hand-over to the kernel, which is what a racing join pays.
 */
export async function run() {
  const { writeTextFrame } = await loadSource('packages/connectors/src/csgoroll/write-frame.ts');
  const { JOIN_TRADES } = await loadSource('packages/connectors/src/csgoroll/operations.ts');
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise((resolve) => server.once('listening', resolve));
  let received = 0;
  server.on('connection', (peer) => peer.on('message', () => received++));
  const client = new WebSocket(`ws://127.0.0.1:${server.address().port}`, { perMessageDeflate: false });
  await new Promise((resolve) => client.once('open', resolve));
  const middle = `","type":"subscribe","payload":{"operationName":"JoinTrades","query":${JSON.stringify(JOIN_TRADES)},"variables":{"input":{"tradeIds":["VHJhZGU6`;
  const tail = '"],"hasCompliedToAntiRWT":true,"recaptcha":""}}}}';
  const times = { 'ws.send': [], writeTextFrame: [] };
  for (let i = 0; i < WRITES + WARMUP; i++) {
    await new Promise((resolve) => setTimeout(resolve, 3));
    const frame = `{"id":"j${i}${middle}${9_000_000 + i}${tail}`;
    const way = i % 2 === 0 ? 'ws.send' : 'writeTextFrame';
    const start = performance.now();
    if (way === 'ws.send') client.send(frame);
    else if (!writeTextFrame(client, frame)) throw new Error('writeTextFrame refused an open socket');
    const took = performance.now() - start;
    if (i >= WARMUP) times[way].push(took * 1000);
  }
  while (received < WRITES + WARMUP) await new Promise((resolve) => setTimeout(resolve, 10));
  client.close();
  await new Promise((resolve) => server.close(resolve));
  for (const [way, list] of Object.entries(times)) {
    list.sort((a, b) => a - b);
    console.log(
      `${way.padEnd(15)} ${list.length} joins written: median ${percentile(list, 50).toFixed(1)} µs, p90 ${percentile(list, 90).toFixed(1)} µs, p99 ${percentile(list, 99).toFixed(1)} µs`,
    );
  }
}
