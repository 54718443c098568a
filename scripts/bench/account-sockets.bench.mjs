import { fork } from 'node:child_process';
import path from 'node:path';
import { loadSource, repoRoot } from './support.mjs';

const ACCOUNTS = 1000;
const LISTINGS = 200;
const EVERY_MS = 10;
const ROUNDS = 2;

/**
 * One listing feed per worker (issue 30): the client-side CPU a worker spends per listing with
 * 1,000 account sockets, when every account socket also subscribes to the listing feed (as every
 * session did before: N+1 copies of each listing) against one feed subscription and account
 * sockets that carry only their own trade and wallet updates. The sandbox market runs in its own
 * process, so its work of sending the frames is not counted. The two layouts alternate, round
 * after round, so both see the same machine load.
 */
export async function run() {
  const load = loadSource;
  const { createCsgorollClient } = await load('packages/connectors/src/csgoroll/csgoroll-client.ts');
  const { resolveEndpoints } = await load('packages/connectors/src/csgoroll/endpoints.ts');

  const child = fork(path.join(repoRoot, 'scripts/bench/sandbox-child.mjs'), { stdio: 'inherit' });
  const answers = [];
  let waiting = null;
  child.on('message', (m) => (waiting ? (waiting(m), (waiting = null)) : answers.push(m)));
  const ask = (message) =>
    new Promise((resolve) => {
      if (answers.length) return resolve(answers.shift());
      waiting = resolve;
      if (message) child.send(message);
    });
  const endpoints = resolveEndpoints(await ask(null));

  async function measure(layout) {
    const clients = Array.from({ length: ACCOUNTS }, (_, i) =>
      createCsgorollClient(endpoints, { method: 'cookie', cookie: `bench-account-${i}` }),
    );
    let delivered = 0;
    const onNewTrades = (trades) => (delivered += trades.length);
    const feeds = layout === 'every socket' ? ACCOUNTS : 1;
    clients.forEach((client, i) => {
      client.subscribeAccount({});
      if (i < feeds) client.subscribeListings({ onNewTrades });
    });
    const expected = layout === 'every socket' ? ACCOUNTS * 3 : ACCOUNTS * 2 + 1;
    for (;;) {
      const { subscribers } = await ask({ count: true });
      if (subscribers >= expected) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    const cpu = process.cpuUsage();
    const started = performance.now();
    await ask({ publish: LISTINGS, everyMs: EVERY_MS });
    while (delivered < LISTINGS * feeds) await new Promise((r) => setTimeout(r, 10));
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    await Promise.all(clients.map((c) => c.close()));
    await new Promise((r) => setTimeout(r, 500));
    return { perListing: (used.user + used.system) / LISTINGS, wall };
  }

  try {
    const results = { 'every socket': [], 'one feed': [] };
    for (let round = 0; round < ROUNDS; round++)
      for (const layout of round % 2 ? ['one feed', 'every socket'] : ['every socket', 'one feed'])
        results[layout].push(await measure(layout));
    for (const [layout, runs] of Object.entries(results))
      console.log(
        `${ACCOUNTS} accounts, listing feed on ${layout}: ${runs.map((r) => r.perListing.toFixed(0)).join(' / ')} µs CPU per listing (client process, background timers included, ${LISTINGS} listings each round)`,
      );
  } finally {
    child.send({ close: true });
  }
}
