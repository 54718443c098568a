import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startProcess, startProductServer } from './support.mjs';

const DURATION_S = 5;
const CONNECTIONS = 10;

function load(url) {
  return autocannon({ url: `${url}/api/health`, connections: CONNECTIONS, duration: DURATION_S });
}

/**
 * Requests per second of GET /api/health (which asks PostgreSQL `select 1` every time) on the
 * production server, against a bare Fastify route serving the same body on the same machine.
 */
export async function run() {
  const bare = await startProcess(path.join(repoRoot, 'scripts/bench/bare-fastify.mjs'));
  const product = await startProductServer();
  try {
    await load(bare.url); // warm-up of both, so neither pays for JIT in the measured run
    await load(product.url);
    const bareResult = await load(bare.url);
    const productResult = await load(product.url);
    const bareRps = bareResult.requests.average;
    const productRps = productResult.requests.average;
    console.log(
      `bare Fastify route     ${bareRps.toFixed(0).padStart(7)} req/s  p99 ${bareResult.latency.p99} ms`,
    );
    console.log(
      `GET /api/health        ${productRps.toFixed(0).padStart(7)} req/s  p99 ${productResult.latency.p99} ms`,
    );
    console.log(`ratio health / bare    ${(productRps / bareRps).toFixed(2)}`);
    if (productResult.non2xx > 0 || productResult.errors > 0) {
      throw new Error(`health answered ${productResult.non2xx} non-2xx and ${productResult.errors} errors`);
    }
  } finally {
    await Promise.all([bare.stop(), product.stop()]);
  }
}
