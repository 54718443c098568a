import { compileMatcher, prepareListing, type Decision, type Listing } from '@skinpilot/engine';
import { createFrameScan, type CsgorollTrade, type SteamTradeOffer } from '@skinpilot/connectors';
import { afterEach, describe, expect, it } from 'vitest';
import { createListingDispatcher, type Sniper } from './listing-dispatcher';
import { listingFromTrade } from './listing-from-trade';
import { judgeOffer } from './offer-match';

const NOW = Date.parse('2026-11-25T12:00:00Z');

/** A sandbox-shaped feed trade: one AK-47 at `value` coins and `markup` %. */
function feedTrade(
  id: string,
  markup: number,
  value = 100,
  extra: Partial<CsgorollTrade> = {},
): CsgorollTrade {
  return {
    id,
    status: 'LISTED',
    totalValue: value,
    markupPercent: markup,
    // Just created: its frame reaches the worker at once (the server clock is ours in these tests).
    createdAt: new Date(NOW).toISOString(),
    updatedAt: new Date(NOW - 1000).toISOString(),
    expiresAt: new Date(NOW + 3_600_000).toISOString(),
    cancelReason: null,
    customValue: true,
    joinedAt: null,
    canJoinAfter: null,
    suspectedTraderCanJoinAfter: null,
    canJoin: true,
    depositorLastActiveAt: null,
    depositor: null,
    withdrawer: null,
    withdrawerSteamTradeUrl: null,
    tradeItems: [
      {
        id: `${id}-item`,
        marketName: 'AK-47 | Redline (Field-Tested)',
        value,
        markupPercent: markup,
        steamExternalAssetId: `asset-${id}`,
        stickers: [],
        itemVariant: {
          id: 'v1',
          name: 'Redline',
          brand: 'AK-47',
          color: 'Field-Tested',
          rarity: 'classified',
          iconUrl: '',
          value: value / (1 + markup / 100),
          externalId: 'AK-47 | Redline (Field-Tested)',
        },
      },
    ],
    avgPaintWear: 0.2,
    hasStickers: false,
    ...extra,
  };
}

function sniperOf(userId: string, steamId: string, maxMarkup: number) {
  const joined: Listing[] = [];
  const sniper: Sniper = {
    sessionId: steamId,
    userId,
    steamId,
    matcher: compileMatcher({ sniping_enabled: true, min_value: 1, max_value: 1000, max_markup: maxMarkup }),
    state: { balance: 10_000, credits: 1_000, creditMultiplier: 1, suspectedTrader: false },
    join: (listing) => void joined.push(listing),
    figures: { seen: 0, joins: 0, skips: 0, waits: 0 },
  };
  return { sniper, joined };
}

const logged: string[] = [];
let dispatcher = createListingDispatcher({ now: () => NOW, log: (_, message) => void logged.push(message) });
afterEach(() => {
  dispatcher.close();
  logged.length = 0;
  dispatcher = createListingDispatcher({ now: () => NOW, log: (_, message) => void logged.push(message) });
});

/** The listings a feed frame carrying `trades` is scanned to, as the client hands them on (issue 30). */
function scannedFrame(trades: CsgorollTrade[]) {
  const scanner = createFrameScan();
  const frame = JSON.stringify({ id: 's1', type: 'next', payload: { data: { createTrades: { trades } } } });
  if (!scanner.scan(frame)) throw new Error('the scan did not read the frame');
  return scanner.listings;
}

/** A dispatcher on the real clock, CSGORoll's running 300 ms ahead, with one account noting when it joins. */
function timedDispatcher() {
  const timed = createListingDispatcher({ now: () => Date.now(), log: () => undefined });
  const account = sniperOf('u1', 's1', 8);
  const joinedAt: number[] = [];
  account.sniper.join = (listing) => void (account.joined.push(listing), joinedAt.push(Date.now()));
  timed.add(account.sniper);
  return { ahead: 300, timed, account, joinedAt };
}

describe('the worker feed', () => {
  it('joins from the scanned frame, and the parsed frame that follows only checks it', () => {
    const strict = sniperOf('u1', 's1', 1);
    const loose = sniperOf('u2', 's2', 8);
    dispatcher.add(strict.sniper);
    dispatcher.add(loose.sniper);
    const trades = [feedTrade('t1', 0.5), feedTrade('t2', 5), feedTrade('t3', 11)];
    dispatcher.dispatchScanned(scannedFrame(trades));
    expect(strict.joined.map((l) => l.id)).toEqual(['t1']);
    expect(loose.joined.map((l) => l.id)).toEqual(['t1', 't2']);
    dispatcher.dispatch(trades);
    expect(strict.joined).toHaveLength(1);
    expect(loose.joined).toHaveLength(2);
    expect(loose.sniper.figures).toMatchObject({ seen: 3, joins: 2, skips: 1 });
    expect(logged).toEqual([]);
  });

  it('says so when a scanned listing and its full parse differ (a bug in the scan), and never joins twice', () => {
    const loose = sniperOf('u2', 's2', 8);
    dispatcher.add(loose.sniper);
    dispatcher.dispatchScanned(scannedFrame([feedTrade('t1', 1, 100)]));
    dispatcher.dispatch([feedTrade('t1', 1, 101)]);
    expect(loose.joined.map((l) => l.id)).toEqual(['t1']);
    expect(logged).toEqual(['listing scan disagreed with the full parse']);
  });

  it('joins what an account’s rules accept and skips the rest', () => {
    const strict = sniperOf('u1', 's1', 1);
    const loose = sniperOf('u2', 's2', 8);
    dispatcher.add(strict.sniper);
    dispatcher.add(loose.sniper);
    dispatcher.dispatch([feedTrade('t1', 0.5), feedTrade('t2', 5), feedTrade('t3', 11)]);
    expect(strict.joined.map((l) => l.id)).toEqual(['t1']);
    expect(loose.joined.map((l) => l.id)).toEqual(['t1', 't2']);
    expect(loose.sniper.figures).toMatchObject({ seen: 3, joins: 2, skips: 1 });
  });

  it("looks each listing's reference up once, skips above max_reference_percent and hands the reference to the join", () => {
    const lookups: string[] = [];
    const priced = createListingDispatcher({
      now: () => NOW,
      log: () => undefined,
      referenceOf: (name) => (lookups.push(name), 100),
    });
    const capped = sniperOf('u1', 's1', 8);
    capped.sniper.matcher = compileMatcher({ ...capped.sniper.matcher.settings, max_reference_percent: 95 });
    const references: (number | null)[] = [];
    capped.sniper.join = (listing, reference) =>
      void (capped.joined.push(listing), references.push(reference));
    const other = sniperOf('u2', 's2', 8);
    priced.add(capped.sniper);
    priced.add(other.sniper);
    // 90 coins is 90 % of the 100-coin reference, 99 coins 99 %.
    priced.dispatch([feedTrade('cheap', 1, 90), feedTrade('dear', 1, 99)]);
    priced.close();
    expect(lookups).toHaveLength(2);
    expect(capped.joined.map((l) => l.id)).toEqual(['cheap']);
    expect(references).toEqual([100]);
    expect(other.joined.map((l) => l.id)).toEqual(['cheap', 'dear']);
  });

  it('lets one account of a user join a listing, and judges a replayed frame once', () => {
    const first = sniperOf('same-user', 's1', 8);
    const second = sniperOf('same-user', 's2', 8);
    const other = sniperOf('other-user', 's3', 8);
    for (const s of [first, second, other]) dispatcher.add(s.sniper);
    dispatcher.dispatch([feedTrade('t1', 1)]);
    dispatcher.dispatch([feedTrade('t1', 1)]);
    expect(first.joined).toHaveLength(1);
    expect(second.joined).toHaveLength(0);
    expect(other.joined).toHaveLength(1);
  });

  it('hands the recorder each account’s decision, so the recorder judges a listing only where the dispatcher did not', () => {
    const handed: { id: string; decided: (string | null)[] }[] = [];
    const recorded = createListingDispatcher({
      now: () => NOW,
      log: () => undefined,
      recorder: {
        seen: (prepared, _at, _snipers, decided) =>
          void handed.push({ id: prepared.listing.id, decided: decided.map((d) => d?.action ?? null) }),
      },
    });
    const first = sniperOf('same-user', 's1', 8);
    const second = sniperOf('same-user', 's2', 8);
    const strict = sniperOf('other-user', 's3', 1);
    for (const s of [first, second, strict]) recorded.add(s.sniper);
    recorded.dispatch([feedTrade('t1', 5)]);
    recorded.close();
    // The second account of the user was not asked (the first had the listing): the recorder asks it.
    expect(handed).toEqual([{ id: 't1', decided: ['join', null, 'skip'] }]);
  });

  it('joins and records what asking every account in order would, though it asks the accounts its bounds skip after the joins', () => {
    let seed = 30;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const order: string[] = [];
    const handed: (Decision | null)[][] = [];
    const recorded = createListingDispatcher({
      now: () => NOW,
      log: (_, message) => void logged.push(message),
      recorder: { seen: (_prepared, _at, _snipers, decided) => void handed.push([...decided]) },
    });
    const snipers: Sniper[] = [];
    for (let i = 0; i < 60; i++) {
      const { sniper } = sniperOf(`user-${i % 23}`, `s${i}`, 0);
      sniper.matcher = compileMatcher({
        sniping_enabled: next() < 0.9,
        min_value: Math.floor(next() * 300),
        max_value: 200 + Math.floor(next() * 800),
        max_markup: Math.round(next() * 1200) / 100,
        take_float_gloves: next() < 0.3,
        max_markup_float_gloves: 15,
        blacklist_rarity: next() < 0.2 ? ['classified'] : [],
      });
      sniper.join = (listing) => void order.push(`${listing.id}:${sniper.steamId}`);
      snipers.push(sniper);
      recorded.add(sniper);
    }
    const expected: string[] = [];
    const expectedDecided: (Decision | null)[][] = [];
    for (let n = 0; n < 200; n++) {
      const trade = feedTrade(`t${n}`, Math.round(next() * 1200) / 100, Math.round(next() * 120_000) / 100);
      const prepared = prepareListing(listingFromTrade(trade)!);
      // The reference: every account asked in order, one account per user.
      const claimed = new Set<string>();
      expectedDecided.push(
        snipers.map((sniper) => {
          if (claimed.has(sniper.userId)) return null;
          const decision = sniper.matcher.decide(prepared, sniper.state, NOW);
          if (decision.action !== 'skip') claimed.add(sniper.userId);
          if (decision.action === 'join') expected.push(`t${n}:${sniper.steamId}`);
          return decision;
        }),
      );
      recorded.dispatch([trade]);
    }
    recorded.close();
    expect(order).toEqual(expected);
    expect(handed).toEqual(expectedDecided);
    expect(new Set(order.map((o) => o.split(':')[0])).size).toBeGreaterThan(20);
    expect(logged).toEqual([]);
  });

  it('skips frames that do not parse with a logged reason and never throws', () => {
    const account = sniperOf('u1', 's1', 8);
    dispatcher.add(account.sniper);
    const broken = [
      null,
      { id: 'no-items', status: 'LISTED', tradeItems: [] },
      {
        ...feedTrade('null-variant', 1),
        tradeItems: [{ ...feedTrade('x', 1).tradeItems[0]!, itemVariant: null }],
      },
      feedTrade('nan', Number.NaN),
      'garbage',
    ] as unknown as CsgorollTrade[];
    expect(() => dispatcher.dispatch(broken)).not.toThrow();
    expect(() => dispatcher.dispatch(null as unknown as CsgorollTrade[])).not.toThrow();
    expect(account.joined).toHaveLength(0);
    expect(logged.filter((m) => m.startsWith('listing skipped')).length).toBeGreaterThanOrEqual(4);
  });

  it('joins a delayed listing at its opening on CSGORoll’s clock, learnt from the frames, never before', async () => {
    // CSGORoll's clock runs 300 ms ahead of ours; frames arrive at once.
    const { ahead, timed, account, joinedAt } = timedDispatcher();
    const serverNow = Date.now() + ahead;
    const opensAt = serverNow + 60;
    timed.dispatch([
      feedTrade('soon', 1, 100, {
        createdAt: new Date(serverNow).toISOString(),
        canJoinAfter: new Date(opensAt).toISOString(),
        expiresAt: new Date(serverNow + 3_600_000).toISOString(),
      } as never),
    ]);
    expect(account.joined).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    timed.close();
    // Joined 60 ms after the frame (its opening on our clock), not 360 ms (server time read as ours).
    expect(account.joined.map((l) => l.id)).toEqual(['soon']);
    expect(joinedAt[0]! + ahead).toBeGreaterThanOrEqual(opensAt);
  });

  it('fires a timed join on the clock as learnt by the opening, not as it was when the listing came', async () => {
    const { ahead, timed, account, joinedAt } = timedDispatcher();
    const start = Date.now();
    const opensAt = start + ahead + 200;
    const times = (createdAt: number) => ({
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(createdAt + 3_600_000).toISOString(),
    });
    // The first frame took 150 ms to come (the estimate is 150 ms); the next one none (300 ms).
    timed.dispatch([
      feedTrade('delayed', 1, 100, {
        ...times(start + ahead - 150),
        canJoinAfter: new Date(opensAt).toISOString(),
      } as never),
    ]);
    timed.dispatch([feedTrade('refused', 50, 100, times(Date.now() + ahead) as never)]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    timed.close();
    expect(account.joined.map((l) => l.id)).toEqual(['delayed']);
    expect(joinedAt[0]! + ahead).toBeGreaterThanOrEqual(opensAt);
    // At the opening on the clock learnt since (200 ms in), not 150 ms after it (the first estimate).
    expect(joinedAt[0]! - start).toBeLessThan(320);
  });

  it('fires a waiting join sooner when a join’s answer shows CSGORoll’s clock further ahead', async () => {
    const { ahead, timed, account, joinedAt } = timedDispatcher();
    const start = Date.now();
    const opensAt = start + ahead + 200;
    // The listing's frame took 150 ms to come: on frames alone the estimate stays 150 ms behind.
    timed.dispatch([
      feedTrade('delayed', 1, 100, {
        createdAt: new Date(start + ahead - 150).toISOString(),
        canJoinAfter: new Date(opensAt).toISOString(),
        expiresAt: new Date(start + 3_600_000).toISOString(),
      } as never),
    ]);
    // Another account's join answer, stamped by CSGORoll as it came: the clock is learnt whole.
    timed.observeServerTime(Date.now() + ahead, Date.now());
    await new Promise((resolve) => setTimeout(resolve, 500));
    timed.close();
    expect(account.joined.map((l) => l.id)).toEqual(['delayed']);
    expect(joinedAt[0]! + ahead).toBeGreaterThanOrEqual(opensAt);
    expect(joinedAt[0]! - start).toBeLessThan(320);
  });

  it('decides again when a listing opens to the account', async () => {
    let now = NOW;
    dispatcher = createListingDispatcher({ now: () => now, log: () => undefined });
    const account = sniperOf('u1', 's1', 8);
    dispatcher.add(account.sniper);
    dispatcher.dispatch([
      feedTrade('later', 1, 100, { canJoinAfter: new Date(NOW + 20).toISOString() } as never),
    ]);
    expect(account.joined).toHaveLength(0);
    expect(account.sniper.figures.waits).toBe(1);
    now = NOW + 25;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(account.joined.map((l) => l.id)).toEqual(['later']);
  });
});

describe('the seller’s Steam offer', () => {
  const awaited = [
    { csgorollTradeId: 't1', depositorSteamId: '76561198000000009', assetIds: ['a1'], marketNames: ['AK'] },
  ];
  const offer = (overrides: Partial<SteamTradeOffer>): SteamTradeOffer =>
    ({
      id: 'o1',
      state: 2,
      isOurOffer: false,
      partnerSteamId: '76561198000000009',
      itemsToGive: [],
      itemsToReceive: [{ assetId: 'a1' }],
      ...overrides,
    }) as SteamTradeOffer;

  it('is accepted only from the seller, with exactly the items bought and nothing asked of us', () => {
    expect(judgeOffer(offer({}), awaited)).toMatchObject({ kind: 'accept' });
    expect(judgeOffer(offer({ itemsToReceive: [{ assetId: 'other' }] as never }), awaited)).toMatchObject({
      kind: 'refuse',
      reason: 'the items in the offer are not the items bought',
    });
    expect(judgeOffer(offer({ itemsToGive: [{ assetId: 'ours' }] as never }), awaited)).toMatchObject({
      kind: 'refuse',
      reason: 'the offer asks for items of ours',
    });
    expect(
      judgeOffer(offer({ itemsToReceive: [{ assetId: 'a1' }, { assetId: 'a2' }] as never }), awaited),
    ).toMatchObject({ kind: 'refuse' });
    expect(judgeOffer(offer({ partnerSteamId: '76561198000000001' }), awaited)).toEqual({ kind: 'not_ours' });
    expect(judgeOffer(offer({ state: 3 }), awaited)).toEqual({ kind: 'not_ours' });
    expect(judgeOffer(offer({ isOurOffer: true }), awaited)).toEqual({ kind: 'not_ours' });
  });

  it('is matched by market hash name when CSGORoll names the items by its own handles', () => {
    const byName = [{ ...awaited[0]!, assetIds: [], marketNames: ['AK-47 | Redline (Field-Tested)'] }];
    const item = (name: string) => ({ assetId: '123', marketHashName: name });
    expect(
      judgeOffer(offer({ itemsToReceive: [item('AK-47 | Redline (Field-Tested)')] as never }), byName),
    ).toMatchObject({ kind: 'accept' });
    expect(
      judgeOffer(offer({ itemsToReceive: [item('AK-47 | Redline (Minimal Wear)')] as never }), byName),
    ).toMatchObject({ kind: 'refuse', reason: 'the items in the offer are not the items bought' });
  });
});
