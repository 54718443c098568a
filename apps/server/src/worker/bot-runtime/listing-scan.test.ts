import {
  createFrameScan,
  type CsgorollListingScan,
  type CsgorollListingScanItem,
  ON_CREATE_TRADE_LEGACY,
  ON_CREATE_TRADES,
  parseNewTrades,
} from '@skinpilot/connectors';
import { startSandboxCsgoroll } from '@skinpilot/connectors/sandbox';
import type { Listing } from '@skinpilot/engine';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import WebSocket from 'ws';
import { listingFromTrade, sameListing } from './listing-from-trade';

/**
 * Issue 30: the listing feed's frames are decided from a scan of their text; the full parse
 * (JSON.parse, the connectors' trade, listingFromTrade) stays the reference. Both must read the same
 * listing from every frame the scan reads, and a frame that is not JSON is never read.
 */

/** The full parse, as the feed and the dispatcher do it: null when the frame does not parse. */
function parsed(frame: string): Listing[] | null {
  let message: { payload?: { data?: Record<string, unknown> } };
  try {
    message = JSON.parse(frame) as typeof message;
  } catch {
    return null;
  }
  const listings: Listing[] = [];
  for (const trade of parseNewTrades(message?.payload?.data ?? null)) {
    const listing = listingFromTrade(trade);
    if (listing) listings.push(listing);
  }
  return listings;
}

const scanner = createFrameScan();
/** The scan's listings, or null when it gave the frame up. */
function scanned(frame: string): Listing[] | null {
  return scanner.scan(frame) ? scanner.listings : null;
}

function expectAgreement(frame: string, mustRead = true) {
  const fast = scanned(frame);
  if (mustRead) expect(fast, frame).not.toBeNull();
  if (fast === null) return;
  const slow = parsed(frame);
  expect(slow, frame).not.toBeNull();
  expect(fast.length, frame).toBe(slow!.length);
  fast.forEach((listing, i) => {
    if (!sameListing(listing, slow![i]!)) expect(listing, frame).toEqual(slow![i]);
  });
}

/** Frames as the sandbox market writes them on a socket subscribed with the client's own queries. */
async function sandboxFrames(query: string, count: number, seed: number): Promise<string[]> {
  const server = await startSandboxCsgoroll({
    seed,
    listingIntervalMs: 0,
    competitionRate: 0,
    buyerRate: 0,
    progressDelayMs: 600_000,
    canJoinAfterMs: seed % 2 === 0 ? 2_000 : null,
  });
  const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws', {
    headers: { cookie: `session=scan-${seed}` },
  });
  const frames: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      socket.on('error', reject);
      socket.on('open', () => socket.send('{"type":"connection_init"}'));
      socket.on('message', (data: Buffer) => {
        const text = data.toString();
        if (text.includes('"connection_ack"')) {
          socket.send(
            JSON.stringify({
              id: 'feed',
              type: 'subscribe',
              payload: { operationName: 'OnCreateTrade', query },
            }),
          );
          const publish = () => {
            if (server.market.subscriberCount() === 0) return void setTimeout(publish, 10);
            for (let i = 0; i < count; i++) server.market.publishListing();
          };
          publish();
        } else if (text.includes('"type":"next"')) {
          frames.push(text);
          if (frames.length === count) resolve();
        }
      });
    });
  } finally {
    socket.close();
    await server.close();
  }
  return frames;
}

let current: string[] = [];
let legacy: string[] = [];
beforeAll(async () => {
  current = await sandboxFrames(ON_CREATE_TRADES, 400, 21);
  legacy = await sandboxFrames(ON_CREATE_TRADE_LEGACY, 100, 22);
}, 60_000);

/**
 * A listing frame in the shape of the captured live frames the protocol reference describes
 * (protocol/csgoroll.md section 5: the 2024 `createTrade` feed, fields the client did not select,
 * nulls, a knife's star, `canJoinAfter` set): values of our own.
 */
const liveShaped = (name = '★ Bowie Knife | Gamma Doppler Phase 1 (Factory New)', extra = '') =>
  `{"id":"6f59cca0-7704-44e1-8123-6d76096c7a68","type":"next","payload":{"data":{"createTrade":{"trade":{"id":"VHJhZGU6MzQ5MjEwMjA","status":"LISTED","steamAppName":"CSGO","cancelReason":null,"canJoinAfter":"2024-01-30T20:39:01.006Z","markupPercent":12,"createdAt":"2024-01-30T20:38:20.896Z","depositor":null,"depositorLastActiveAt":"2024-01-30T20:38:20.947Z","expiresAt":"2024-02-01T20:38:20.710Z","withdrawerSteamTradeUrl":null,"customValue":true,"withdrawer":null,"totalValue":617.12,"updatedAt":"2024-01-30T20:38:20.896Z","tradeItems":[{"id":"VHJhZGVJdGVtOjM1MjkxNjI1","marketName":"${name}","value":617.12,"customValue":true,"itemVariant":{"id":"SXRlbVZhcmlhbnQ6Mjg3ODY","itemId":"SXRlbToyODgxMw","name":"Gamma Doppler Phase 1","brand":"★ Bowie Knife","iconUrl":"https://example.invalid/icon.png","value":551,"displayValue":551,"externalId":"${name}","color":"Factory New","rarity":"covert","depositable":true},"markupPercent":12,"stickers":[${extra}],"steamExternalAssetId":"U3RlYW1FeHRlcm5hbEFzc2V0OjQyOTE0ODU4"}],"trackingType":"API_KEY_DEPOSITOR","suspectedTraderCanJoinAfter":"2024-01-30T20:38:21.896Z","joinedAt":null,"avgPaintWear":0.035,"hasStickers":false}}}}}`;

/** A type with every array and field writable, to compare two shapes whatever they mark readonly. */
type Writable<T> = T extends readonly (infer E)[]
  ? Writable<E>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T;

describe('the scan of a listing frame against the full parse', () => {
  it("reads into the engine's listing shape exactly: the same fields, narrower only where it knows more", () => {
    // The dispatcher judges a scanned listing as the engine's Listing; a field added to one alone
    // (which the scan would not fill, or the engine would not read) fails the typecheck. The scan's
    // status is the protocol's union, and the feed never carries a fade percent (always null).
    expectTypeOf<CsgorollListingScan>().toMatchTypeOf<Listing>();
    type Widened = Omit<Writable<CsgorollListingScan>, 'status' | 'items'> & {
      status: string;
      items: (Omit<Writable<CsgorollListingScanItem>, 'patternPercent'> & {
        patternPercent: number | null;
      })[];
    };
    expectTypeOf<Writable<Widened>>().toEqualTypeOf<Writable<Listing>>();
  });

  it('reads every frame of the sandbox feed as the full parse does (stickers, floats, ★ and ™ names, delayed openings)', () => {
    expect(current).toHaveLength(400);
    expect(current.some((f) => f.includes('"stickers":[{'))).toBe(true);
    expect(current.some((f) => f.includes('™'))).toBe(true);
    expect(current.some((f) => f.includes('★'))).toBe(true);
    for (const frame of current) expectAgreement(frame);
    for (const frame of legacy) expectAgreement(frame);
  });

  it('reads frames shaped like the captured live ones, and names with escapes, as the full parse does', () => {
    expectAgreement(liveShaped());
    expectAgreement(liveShaped('Sticker | \\"Quoted\\" Team (Holo)'));
    expectAgreement(liveShaped('\\u2605 Karambit | Fade (Factory New)'));
    expectAgreement(liveShaped('AK-47 | Back\\\\slash \\/ Tab\\t (Field-Tested)'));
    expectAgreement(liveShaped('M4A4 | 龍王 (Dragon King) (Minimal Wear)'));
    expectAgreement(
      liveShaped(
        undefined,
        '{"name":"Crown (Foil)","wear":0.04,"value":12.5},null,{"name":"\\"x\\"","wear":null}',
      ),
    );
    // Whitespace between tokens, numbers with exponents, a total value over fifteen digits.
    expectAgreement(
      liveShaped()
        .replace(/,"/g, ' ,\n "')
        .replace('"totalValue":617.12', '"totalValue":6.1712e2')
        .replace('"avgPaintWear":0.035', '"avgPaintWear":3.5E-2')
        .replace('"markupPercent":12,"createdAt"', '"markupPercent":12.0000000000000001,"createdAt"'),
    );
    // Times the in-place reading leaves to Date.parse (day 29 to 31, no milliseconds, an offset).
    expectAgreement(liveShaped().replace('2024-01-30T20:38:20.896Z', '2024-01-31T20:38:20.896Z'));
    expectAgreement(liveShaped().replace('2024-01-30T20:39:01.006Z', '2024-01-30T20:39:01Z'));
    expectAgreement(liveShaped().replace('2024-02-01T20:38:20.710Z', '2024-02-01T21:38:20.710+01:00'));
    expectAgreement(liveShaped().replace('"canJoinAfter":"2024-01-30T20:39:01.006Z"', '"canJoinAfter":""'));
    expectAgreement(liveShaped().replace('"expiresAt":"2024-02-01T20:38:20.710Z"', '"expiresAt":"soon"'));
    // Fields in another order, an unknown status, missing times, a variant without a colour.
    const shuffled = JSON.stringify(
      Object.fromEntries(Object.entries(JSON.parse(liveShaped()) as Record<string, unknown>).reverse()),
    );
    expectAgreement(shuffled);
    expectAgreement(liveShaped().replace('"status":"LISTED"', '"status":"ON_HOLD_SOMEDAY"'));
    expectAgreement(liveShaped().replace('"createdAt":"2024-01-30T20:38:20.896Z",', ''));
    expectAgreement(liveShaped().replace('"color":"Factory New"', '"color":null'));
    // Two trades in one frame of the current feed, the second with a null item next to a good one.
    const trade = (JSON.parse(liveShaped()) as { payload: { data: { createTrade: { trade: object } } } })
      .payload.data.createTrade.trade;
    const second = {
      ...trade,
      id: 'VHJhZGU6Mg',
      tradeItems: [null, ...(trade as { tradeItems: [] }).tradeItems],
    };
    expectAgreement(
      JSON.stringify({
        id: 'f',
        type: 'next',
        payload: { data: { createTrades: { trades: [trade, second] } } },
      }),
    );
  });

  it('reads every time of day and calendar day as Date.parse does', () => {
    const frame = (iso: string) => liveShaped().replace('2024-01-30T20:38:20.896Z', iso);
    for (let at = Date.UTC(1969, 11, 1); at < Date.UTC(2101, 0, 1); at += 86_400_000 * 3.7 + 1_234_567) {
      const iso = new Date(Math.floor(at)).toISOString();
      expect(scanned(frame(iso))?.[0]?.createdAt, iso).toBe(Date.parse(iso));
    }
  });

  it('gives up, for the slow path, on what it does not read for sure', () => {
    const cases = [
      // An escaped key (it could spell a field the scan reads).
      liveShaped().replace('"totalValue"', '"total\\u0056alue"'),
      // A duplicate field (JSON.parse keeps the last one).
      liveShaped().replace('"totalValue":617.12', '"totalValue":617.12,"totalValue":1'),
      // A value of another type than the protocol's.
      liveShaped().replace('"totalValue":617.12', '"totalValue":"617.12"'),
      // Errors, another root field, an account's trade update.
      '{"id":"f","type":"next","payload":{"errors":[{"message":"no"}]}}',
      '{"id":"f","type":"next","payload":{"data":{"updateTrade":{"trade":{"id":"x"}}}}}',
      // No item with a variant: the slow path skips it with its reason.
      liveShaped().replace(/"itemVariant":\{[^}]*\}/, '"itemVariant":null'),
      '{"type":"pong","payload":{}}',
      '{"type":"connection_ack"}',
    ];
    for (const frame of cases) expect(scanned(frame), frame).toBeNull();
  });

  it('never reads a truncated or malformed frame', () => {
    const frames = [...current.slice(0, 40), legacy[0]!, liveShaped()];
    for (const frame of frames) {
      for (let cut = 0; cut < frame.length; cut += 7) expect(scanned(frame.slice(0, cut))).toBeNull();
      expect(scanned(frame.slice(0, -1))).toBeNull();
    }
    // One character removed, doubled or replaced anywhere: where JSON.parse refuses, the scan
    // refuses; where it still parses, the scan reads the same listing or gives up.
    const frame = current.find((f) => f.includes('"stickers":[{'))!;
    for (let at = 0; at < frame.length; at += 3) {
      for (const broken of [
        frame.slice(0, at) + frame.slice(at + 1),
        frame.slice(0, at) + frame[at] + frame.slice(at),
        frame.slice(0, at) + '\u0001' + frame.slice(at + 1),
        frame.slice(0, at) + '}' + frame.slice(at + 1),
      ]) {
        if (parsed(broken) === null) expect(scanned(broken), broken).toBeNull();
        else expectAgreement(broken, false);
      }
    }
    for (const junk of [
      '',
      'null',
      '[]',
      '{}',
      'not json',
      '{"id":"f","type":"next","payload":{"data":{}}} x',
    ])
      expect(scanned(junk)).toBeNull();
  });
});
