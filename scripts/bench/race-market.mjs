// The race's referee: the sandbox CSGORoll market in its own process, so neither racer's work delays
// the other's join reaching it; the first join it reads wins the listing, as on CSGORoll.
// IPC: {publish: true} -> {published: id}; {winner: id} -> {withdrawerId}; {userOf: cookie} -> {userId};
// {count: true} -> {subscribers}.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './support.mjs';

const { startSandboxCsgoroll } = await tsImport(
  path.join(repoRoot, 'packages/connectors/src/sandbox/csgoroll-server.ts'),
  import.meta.url,
);
const server = await startSandboxCsgoroll({
  seed: 9,
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
  if (message.publish) process.send({ published: server.market.publishListing().id });
  if (message.winner)
    process.send({ withdrawerId: server.market.trades.get(message.winner)?.withdrawerId ?? null });
  if (message.userOf) {
    const user = server.market.accounts.userForCookie(message.userOf);
    user.wallets[0].amount = Number.MAX_SAFE_INTEGER / 4;
    process.send({ userId: user.id });
  }
  if (message.stop) {
    await server.close();
    process.exit(0);
  }
});
