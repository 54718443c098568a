// A sandbox CSGORoll market in its own process, driven over IPC, so a benchmark measures only the
// client side's CPU. Messages: {publish: n, everyMs} -> {published: n}; {count: true} -> {subscribers}.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './support.mjs';

const { startSandboxCsgoroll } = await tsImport(
  path.join(repoRoot, 'packages/connectors/src/sandbox/csgoroll-server.ts'),
  import.meta.url,
);
const server = await startSandboxCsgoroll({
  seed: 5,
  listingIntervalMs: 0,
  competitionRate: 0,
  buyerRate: 0,
  progressDelayMs: 600_000,
  canJoinAfterMs: null,
  requireCaptcha: false,
  dailyWithdrawalLimit: Number.MAX_SAFE_INTEGER,
});
process.send({ graphqlUrl: server.graphqlUrl, wsUrl: server.wsUrl, authUrl: server.authUrl });
process.on('message', async (message) => {
  if (message.count) process.send({ subscribers: server.market.subscriberCount() });
  if (message.publish) {
    for (let i = 0; i < message.publish; i++) {
      server.market.publishListing();
      await new Promise((r) => setTimeout(r, message.everyMs));
    }
    process.send({ published: message.publish });
  }
  if (message.close) {
    await server.close();
    process.exit(0);
  }
});
