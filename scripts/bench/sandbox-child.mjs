// A sandbox CSGORoll market in its own process, driven over IPC, so a benchmark measures only the
// client side's CPU, or referees a race (race.bench.mjs) without either racer delaying the other.
// Messages: {publish: n, everyMs} -> {published: n}; {publishOne: true} -> {listing: id};
// {count: true} -> {subscribers}; {winner: id} -> {withdrawerId}; {userOf: cookie} -> {userId} (the
// user of that session cookie, given coins without end); {close: true}. SANDBOX_CHILD_OPTIONS (JSON)
// overrides the market's options, e.g. {"canJoinAfterMs": 2000}; publishOne then also answers the
// listing's canJoinAfter (epoch ms, or null).
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
  ...JSON.parse(process.env.SANDBOX_CHILD_OPTIONS ?? '{}'),
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
  if (message.publishOne) {
    const trade = server.market.publishListing();
    process.send({ listing: trade.id, canJoinAfter: trade.canJoinAfter?.getTime() ?? null });
  }
  if (message.winner)
    process.send({ withdrawerId: server.market.trades.get(message.winner)?.withdrawerId ?? null });
  if (message.userOf) {
    const user = server.market.accounts.userForCookie(message.userOf);
    user.wallets[0].amount = Number.MAX_SAFE_INTEGER / 4;
    process.send({ userId: user.id });
  }
  if (message.close) {
    await server.close();
    process.exit(0);
  }
});
