// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { REFERENCE_OPERATIONS as OPS } from '../test-support/reference-operations';
import { sandboxWire, type Wire } from '../test-support/sandbox-wire';
import { waitFor } from '../test-support/wait-for';
import {
  startSandboxCsgoroll,
  type SandboxCsgorollOptions,
  type SandboxCsgorollServer,
} from './csgoroll-server';
import { mintSandboxCaptchaToken } from './sandbox-captcha';
import { variantIdOf } from './views';

/** The market's rules as a buyer meets them on the wire: captcha, join timing, limits, time limits. */
const opened: { server: SandboxCsgorollServer; wires: Wire[] }[] = [];
afterEach(async () => {
  for (const { server, wires } of opened.splice(0)) {
    await Promise.all(wires.map((w) => w.close()));
    await server.close();
  }
});

async function market(options: Partial<SandboxCsgorollOptions> = {}) {
  const server = await startSandboxCsgoroll({
    seed: 3,
    listingIntervalMs: 0,
    competitionRate: 0,
    buyerRate: 0,
    canJoinAfterMs: null,
    ...options,
  });
  const wires: Wire[] = [];
  opened.push({ server, wires });
  /** A signed-in buyer with plenty of coins. */
  const buyer = async (cookie: string) => {
    const wire = sandboxWire(server, cookie);
    wires.push(wire);
    const result = await wire.http(OPS.currentUserTokens);
    const id = (result.data as { currentUser: { id: string } }).currentUser.id;
    const user = server.market.accounts.users.get(id)!;
    user.wallets[0]!.amount = 1_000_000;
    return { wire, user };
  };
  return { server, buyer };
}

const joinVars = (tradeId: string, recaptcha: string | null = mintSandboxCaptchaToken('joinTrades')) => ({
  input: { tradeIds: [tradeId], hasCompliedToAntiRWT: true, recaptcha, visualRecaptcha: '' },
});
const firstError = (result: { errors?: readonly { message: string }[] }) => result.errors?.[0]?.message;

describe('sandbox market rules', () => {
  it('runs persisted queries by hash once registered, over POST and as C’s GET', async () => {
    const { server } = await market();
    const query = OPS.currentUserBalance.query;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const post = (body: object) =>
      fetch(server.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'session=apq-user' },
        body: JSON.stringify({ operationName: 'CurrentUser', variables: {}, ...body }),
      }).then((r) => r.json() as Promise<{ data?: unknown; errors?: { message: string }[] }>);
    expect((await post({ extensions })).errors?.[0]?.message).toBe('PersistedQueryNotFound');
    expect((await post({ extensions, query })).data).toBeTruthy();
    expect((await post({ extensions })).data).toBeTruthy();
    const params = new URLSearchParams({
      operationName: 'CurrentUser',
      variables: '{}',
      extensions: JSON.stringify(extensions),
    });
    const get = await fetch(`${server.graphqlUrl}?${params}`, { headers: { cookie: 'session=apq-user' } });
    expect(
      ((await get.json()) as { data: { currentUser: { id: string } } }).data.currentUser.id,
    ).toBeTruthy();
  });

  it('asks for a captcha on joins that only a fresh, unused sandbox-solver token satisfies', async () => {
    const { server, buyer } = await market();
    const { wire } = await buyer('captcha-buyer');
    const listing = server.market.publishListing();
    expect(firstError(await wire.ws(OPS.joinTrades, joinVars(listing.id, '')))).toContain('incognito');
    expect(
      firstError(await wire.ws(OPS.joinTrades, joinVars(listing.id, '03AFcWeA-real-solver-token'))),
    ).toContain('incognito');
    const token = mintSandboxCaptchaToken('joinTrades');
    const joined = await wire.ws(OPS.joinTrades, joinVars(listing.id, token));
    expect(joined.errors).toBeUndefined();
    const other = server.market.publishListing();
    expect(firstError(await wire.ws(OPS.joinTrades, joinVars(other.id, token)))).toContain('incognito');
  });

  it('refuses joins before canJoinAfter, except for suspected traders after their own time', async () => {
    const { server, buyer } = await market({ canJoinAfterMs: 60_000, suspectedTraderDelayMs: 0 });
    const { wire, user } = await buyer('early-buyer');
    const listing = server.market.publishListing();
    expect(firstError(await wire.http(OPS.joinTrades, joinVars(listing.id)))).toBe(
      'This trade is not joinable',
    );
    user.suspectedTrader = true;
    expect((await wire.http(OPS.joinTrades, joinVars(listing.id))).errors).toBeUndefined();
  });

  it('gives a listing joined by two clients at once to exactly one of them', async () => {
    const { server, buyer } = await market();
    const a = await buyer('racer-a');
    const b = await buyer('racer-b');
    const listing = server.market.publishListing();
    const results = await Promise.all([
      a.wire.ws(OPS.joinTrades, joinVars(listing.id)),
      b.wire.ws(OPS.joinTrades, joinVars(listing.id)),
    ]);
    const winners = results.filter((r) => !r.errors);
    expect(winners).toHaveLength(1);
    expect(firstError(results.find((r) => r.errors)!)).toBe('This withdrawal is no longer available');
    const paid = [a.user, b.user].filter((u) => u.wallets[0]!.amount < 1_000_000);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.wallets[0]!.amount).toBeCloseTo(1_000_000 - listing.totalValue, 2);
  });

  it('stops withdrawals over the daily limit with the documented text', async () => {
    const { server, buyer } = await market({ dailyWithdrawalLimit: 1 });
    const { wire } = await buyer('limited-buyer');
    const listing = server.market.publishListing();
    expect(firstError(await wire.ws(OPS.joinTrades, joinVars(listing.id)))).toContain(
      'exceeds your daily withdrawal limit',
    );
  });

  it('cancels and refunds a withdrawal whose Steam offer never arrives in time', async () => {
    const { server, buyer } = await market({
      progressDelayMs: 5,
      depositorNoShowRate: 1,
      steamOfferTimeLimitMs: 40,
    });
    const { wire, user } = await buyer('waiting-buyer');
    const listing = server.market.publishListing();
    expect((await wire.ws(OPS.joinTrades, joinVars(listing.id))).errors).toBeUndefined();
    await waitFor(() => listing.status === 'PROCESSING');
    await waitFor(() => listing.status === 'CANCELLED');
    expect(listing.cancelReason).toBe('STEAM_OFFER_TIMEOUT');
    expect(user.wallets[0]!.amount).toBe(1_000_000);
  });

  it('completes a share of trades COMPLETED_PROTECTED (Steam trade protection), none by default', async () => {
    const statusesAfter = async (options: Partial<SandboxCsgorollOptions>, cookie: string) => {
      const { server, buyer } = await market({
        progressDelayMs: 5,
        depositorNoShowRate: 0,
        dailyWithdrawalLimit: 1e9,
        ...options,
      });
      const { wire } = await buyer(cookie);
      const listings = Array.from({ length: 24 }, () => server.market.publishListing());
      for (const listing of listings)
        expect(firstError(await wire.ws(OPS.joinTrades, joinVars(listing.id)))).toBeUndefined();
      for (const listing of listings) await waitFor(() => listing.status.startsWith('COMPLETED'));
      return listings.map((l) => l.status);
    };
    expect(new Set(await statusesAfter({}, 'plain-buyer'))).toEqual(new Set(['COMPLETED']));
    const some = await statusesAfter({ protectedShare: 0.5 }, 'protected-buyer');
    expect(some).toContain('COMPLETED_PROTECTED');
    expect(some).toContain('COMPLETED');
  });

  it('cancels a joined deposit the depositor does not process in time', async () => {
    const { server } = await market({ processTimeLimitMs: 30 });
    const depositor = server.market.accounts.userForCookie('slow-depositor')!;
    const item = depositor.inventory.find((i) => i.tradable)!;
    const [trade] = server.market.deposit(depositor, [
      [{ assetId: item.assetId, itemVariantId: variantIdOf(item), value: item.value }],
    ]);
    server.market.buyDeposit(trade!.id);
    await waitFor(() => trade!.status === 'CANCELLED');
    expect(trade!.cancelReason).toBe('DEPOSITOR_TIMEOUT');
    expect(item.listedInTradeId).toBeNull();
  });
});
