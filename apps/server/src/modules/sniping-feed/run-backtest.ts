import { Worker } from 'node:worker_threads';
import type { ReplayRequest, ReplayResult } from './replay-feed';

/**
 * The thread's file: next to the bundle in a build (dist/backtest-thread.js, built by build.mjs),
 * the TypeScript source through tsx when the server runs from source (dev, tests).
 */
const fromSource = import.meta.url.endsWith('.ts');
const threadFile = new URL(fromSource ? './backtest-thread.ts' : './backtest-thread.js', import.meta.url);

/** From source, the thread registers tsx first (Node 20 ignores `--import` in a worker's execArgv). */
function startThread(workerData: unknown): Worker {
  if (!fromSource) return new Worker(threadFile, { workerData });
  const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(threadFile.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** Back-tests at once per process; more wait their turn (the machine has few cores). */
const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/** Replays the recorded feed in a worker thread: the API's event loop only waits for the answer. */
export async function runBacktest(databaseUrl: string, request: ReplayRequest): Promise<ReplayResult> {
  const done = await turn();
  try {
    return await new Promise<ReplayResult>((resolve, reject) => {
      const worker = startThread({ url: databaseUrl, request });
      let answered = false;
      worker.once('message', (message: { ok: true; result: ReplayResult } | { ok: false; error: string }) => {
        answered = true;
        if (message.ok) resolve(message.result);
        else reject(new Error(`back-test failed: ${message.error}`));
      });
      worker.once('error', (error) => {
        answered = true;
        reject(error);
      });
      worker.once('exit', (code) => {
        if (!answered) reject(new Error(`back-test thread ended with code ${code} before answering`));
      });
    });
  } finally {
    done();
  }
}
