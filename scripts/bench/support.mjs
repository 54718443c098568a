import { fork, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts a node script as its own process and waits until `readyPath` answers 200. */
export async function startProcess(script, { env = {}, readyPath = '/api/health' } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (c) => (errors += c));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not start:\n${errors}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise((r) => child.once('exit', r));
  return { url, stop: async () => (child.kill('SIGTERM'), await exited) };
}

/** The production server as `npm start` runs it, on a throwaway embedded PostgreSQL. */
export async function startProductServer(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skinpilot-bench-'));
  chmodSync(dataDir, 0o755);
  const server = await startProcess(path.join(repoRoot, 'apps/server/dist/main.js'), {
    env: { DATA_DIR: dataDir, NODE_ENV: 'production', ...benchSecrets, ...env },
  });
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const benchSecrets = {
  JWT_SECRET: 'bench-only-jwt-secret-0123456789abcdef',
  ENCRYPTION_KEY: '0'.repeat(64),
  CAPTCHA_PROVIDER: 'disabled',
  // The benchmarks trade against the sandbox market and Steam on purpose.
  SANDBOX: 'true',
};

/** The p-th percentile (0-100) of an ascending list of samples. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A TypeScript module of the repository (a path from its root), imported through tsx as the product runs it. */
export const loadSource = (file) => tsImport(path.join(repoRoot, file), import.meta.url);

/** Median and 95th/99th percentiles of a list of durations in milliseconds. */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), p99: at(0.99), n: sorted.length };
}

/**
 * The WebSocket class a bench gives a CSGORoll client (`webSocketImpl`): it opens with the sandbox's
 * session cookie and stamps, on the socket itself, a listing frame's arrival (`onListingFrame(at)`,
 * before the client reads it), the moment a join frame is handed to be written (`onJoinWriting(frame,
 * at)`: the work before the write ends) and its departure (`onJoinSent(frame, at)`, once it is written
 * to the kernel); `at` is performance.now(). A join goes out through `ws.send` or, as the client writes
 * it when it can, as one masked frame straight on the TCP socket: both are stamped.
 */
export function probeSocket(cookie, { onListingFrame, onJoinWriting, onJoinSent } = {}) {
  return class ProbeSocket extends WebSocket {
    constructor(address, protocols, options = {}) {
      super(address, protocols, { ...options, headers: { ...options.headers, cookie: `session=${cookie}` } });
      if (onListingFrame)
        this.on('message', (data) => {
          if (data.indexOf('"createTrades"') !== -1) onListingFrame(performance.now());
        });
      // Registered before the client's own listener: the TCP socket is wrapped before any write.
      this.once('open', () => {
        const tcp = this._socket;
        const write = tcp.write;
        tcp.write = function (chunk, ...rest) {
          const writing = performance.now();
          const written = write.call(this, chunk, ...rest);
          const at = performance.now();
          const join = joinInFrame(chunk);
          if (join !== null) {
            onJoinWriting?.(join, writing);
            onJoinSent?.(join, at);
          }
          return written;
        };
      });
    }
    send(data, ...rest) {
      const join = typeof data === 'string' && data.includes('"JoinTrades"');
      if (join && onJoinWriting) onJoinWriting(data, performance.now());
      const sent = super.send(data, ...rest);
      // "Written" once ws has handed the frame to the kernel, as the race's baseline stamps its own.
      if (join && onJoinSent) onJoinSent(data, performance.now());
      return sent;
    }
  };
}

/** A whole masked client text frame's payload when it is a join (read after the stamps), else null. */
function joinInFrame(chunk) {
  if (!Buffer.isBuffer(chunk) || chunk.length < 8 || chunk[0] !== 0x81 || (chunk[1] & 0x80) === 0)
    return null;
  const length = chunk[1] & 0x7f;
  const head = length < 126 ? 6 : length === 126 ? 8 : 14;
  if (chunk.length <= head) return null;
  const payload = Buffer.from(chunk.subarray(head));
  for (let i = 0; i < payload.length; i++) payload[i] ^= chunk[head - 4 + (i & 3)];
  const text = payload.toString();
  return text.includes('"JoinTrades"') ? text : null;
}

/**
 * A bench script of this folder in a process of its own, talking over IPC (the sandbox market in
 * sandbox-child.mjs, the race's baseline); `env` is added to this process's environment.
 */
export const forkBench = (file, env = {}) =>
  fork(path.join(repoRoot, 'scripts/bench', file), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });

/** Sends `message` (if any) to a forked bench process and waits for its answer that carries `key`. */
export const ask = (child, message, key) =>
  new Promise((resolve) => {
    const on = (answer) => {
      if (!(key in answer)) return;
      child.off('message', on);
      resolve(answer);
    };
    child.on('message', on);
    if (message) child.send(message);
  });

/** Waits until the market in sandbox-child.mjs has `count` listing-feed subscribers. */
export async function waitForSubscribers(market, count) {
  for (let i = 0; i < 500; i++) {
    const { subscribers } = await ask(market, { count: true }, 'subscribers');
    if (subscribers >= count) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`the market never had ${count} feed subscribers`);
}
