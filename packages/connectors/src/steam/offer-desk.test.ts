// @vitest-environment node
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of the untyped Steam libraries must reach every program compiling this file (server, bots)
/// <reference path="./steam-libraries.d.ts" />
import type SteamCommunity from 'steamcommunity';
import type TradeOfferManager from 'steam-tradeoffer-manager';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../types/errors';
import { createOfferDesk } from './offer-desk';
import { proxyAgent } from './proxy-check';
import { createSteamWeb, readWebApiToken } from './steam-web';

/**
 * steam-tradeoffer-manager and steamcommunity run for real; only their network layer (the `request`
 * function steamcommunity sends every HTTP call through) is replaced by a fake Steam.
 */
type Sent = { method: string; url: string; qs?: Record<string, unknown>; form?: Record<string, unknown> };

const OUR_ID = '76561198000000001';
const PARTNER_ACCOUNT = 40_000_002;
const NOW_S = Math.floor(Date.now() / 1000);
const IDENTITY_SECRET = Buffer.alloc(20, 3).toString('base64');

const rawOffer = (id: string, state: number, isOurOffer: boolean, give: string[], receive: string[]) => ({
  tradeofferid: id,
  accountid_other: PARTNER_ACCOUNT,
  message: isOurOffer ? '' : 'for your knife',
  expiration_time: NOW_S + 86_400,
  trade_offer_state: state,
  items_to_give: give.map((assetid) => ({
    appid: 730,
    contextid: '2',
    assetid,
    classid: '111',
    instanceid: '0',
    amount: '1',
  })),
  items_to_receive: receive.map((assetid) => ({
    appid: 730,
    contextid: '2',
    assetid,
    classid: '222',
    instanceid: '0',
    amount: '1',
  })),
  is_our_offer: isOurOffer,
  time_created: NOW_S - 600,
  time_updated: NOW_S - 60,
  from_real_time_trade: false,
  escrow_end_date: 0,
  confirmation_method: 0,
});

function fakeSteam() {
  const sent: Sent[] = [];
  const offers = new Map<string, ReturnType<typeof rawOffer>>([
    ['1001', rawOffer('1001', 2, false, ['501'], ['601'])],
    ['1002', rawOffer('1002', 2, true, ['502'], [])],
    ['1003', rawOffer('1003', 11, false, [], ['603'])],
  ]);
  const answer = (url: string, form: Record<string, unknown> = {}): unknown => {
    if (url.includes('GetTradeOffers/')) {
      const all = [...offers.values()];
      return {
        response: {
          trade_offers_sent: all.filter((o) => o.is_our_offer),
          trade_offers_received: all.filter((o) => !o.is_our_offer),
        },
      };
    }
    if (url.includes('GetTradeOffer/'))
      return { response: { offer: offers.get(String(sent.at(-1)!.qs!.tradeofferid)) } };
    if (url.includes('/pointssummary/ajaxgetasyncconfig'))
      return { success: 1, data: { webapi_token: 'eyJhbGciOiJFZERTQSJ9.eyJhdWQiOlsid2ViIl19.sig' } };
    if (url.includes('GetAssetClassInfo')) {
      return {
        result: {
          success: true,
          '111_0': {
            classid: '111',
            name: 'AK-47 | Redline',
            market_name: 'AK-47 | Redline (Field-Tested)',
            market_hash_name: 'AK-47 | Redline (Field-Tested)',
            icon_url: 'ak',
            tradable: 1,
          },
          '222_0': {
            classid: '222',
            name: 'AWP | Atheris',
            market_name: 'AWP | Atheris (Minimal Wear)',
            market_hash_name: 'AWP | Atheris (Minimal Wear)',
            icon_url: 'awp',
            tradable: 1,
          },
        },
      };
    }
    const action = /tradeoffer\/(\d+)\/(accept|decline|cancel)/.exec(url);
    if (action) {
      const offer = offers.get(action[1]!)!;
      offer.trade_offer_state = action[2] === 'accept' ? 3 : action[2] === 'decline' ? 7 : 6;
      return action[2] === 'accept' ? { tradeid: '9001' } : { tradeofferid: action[1] };
    }
    if (url.endsWith('/tradeoffer/new/send')) {
      offers.set(
        '1004',
        rawOffer(
          '1004',
          9,
          true,
          JSON.parse(String(form.json_tradeoffer)).me.assets.map((a: { assetid: string }) => a.assetid),
          [],
        ),
      );
      return { tradeofferid: '1004', needs_mobile_confirmation: true };
    }
    return null;
  };
  const request = (
    options: { method?: string; url: string; qs?: Record<string, unknown>; form?: Record<string, unknown> },
    callback: (err: Error | null, response: unknown, body: unknown) => void,
  ) => {
    sent.push({
      method: (options.method ?? 'GET').toUpperCase(),
      url: options.url ?? (options as { uri?: string }).uri!,
      qs: options.qs,
      form: options.form,
    });
    const body = answer(options.url ?? (options as { uri?: string }).uri!, options.form);
    setImmediate(() => callback(null, { statusCode: body === null ? 404 : 200, headers: {}, body }, body));
  };
  request.defaults = () => request;
  return { sent, offers, request };
}

function wiredDesk() {
  const steam = fakeSteam();
  // The live client's own wiring (language 'en', proxy agent), with the network layer swapped.
  const { community, manager } = createSteamWeb('socks5://127.0.0.1:1080', { pollInterval: -1 });
  community.request = steam.request as unknown as SteamCommunity['request'];
  const token = `e30.${Buffer.from(JSON.stringify({ sub: OUR_ID })).toString('base64url')}.sig`;
  const confirmed: string[] = [];
  community.acceptConfirmationForObject = (_secret, objectId, done) => {
    confirmed.push(objectId);
    done(null);
  };
  return {
    steam,
    community,
    manager,
    token,
    confirmed,
    desk: createOfferDesk(manager, community, IDENTITY_SECRET),
  };
}

let managers: TradeOfferManager[] = [];
afterEach(() => {
  managers.forEach((m) => m.shutdown());
  managers = [];
});

async function ready() {
  const wired = wiredDesk();
  managers.push(wired.manager);
  await new Promise<void>((resolve, reject) =>
    wired.manager.setCookies([`steamLoginSecure=${OUR_ID}%7C%7C${wired.token}`], (err) =>
      err ? reject(err) : resolve(),
    ),
  );
  return wired;
}

describe('trade offers through steam-tradeoffer-manager', () => {
  it('lists sent and received offers with the access token, normalised with item names', async () => {
    const { desk, steam, token } = await ready();
    const { sent, received } = await desk.list();
    expect(received.map((o) => [o.id, o.state])).toEqual([
      ['1001', 2],
      ['1003', 11],
    ]);
    expect(sent.map((o) => [o.id, o.isGift])).toEqual([['1002', true]]);
    const offer = received[0]!;
    expect(offer.partnerSteamId).toBe((76561197960265728n + BigInt(PARTNER_ACCOUNT)).toString());
    expect(offer.itemsToGive[0]).toMatchObject({
      assetId: '501',
      marketName: 'AK-47 | Redline (Field-Tested)',
    });
    expect(offer.itemsToReceive[0]).toMatchObject({ assetId: '601', name: 'AWP | Atheris' });
    expect(offer.message).toBe('for your knife');
    expect(received[1]!.isGift).toBe(true);
    const listCall = steam.sent.find((s) => s.url.includes('GetTradeOffers'))!;
    expect(listCall.qs).toMatchObject({ access_token: token, get_sent_offers: 1, get_received_offers: 1 });
  });

  it('accepts, declines and cancels by posting to the offer and reading its new state', async () => {
    const { desk, steam } = await ready();
    expect((await desk.accept('1001')).state).toBe(3);
    expect(steam.sent.some((s) => s.method === 'POST' && s.url.endsWith('/tradeoffer/1001/accept'))).toBe(
      true,
    );
    steam.offers.get('1003')!.trade_offer_state = 2;
    expect((await desk.decline('1003')).state).toBe(7);
    expect((await desk.cancel('1002')).state).toBe(6);
    expect(steam.sent.some((s) => s.url.endsWith('/tradeoffer/1002/cancel'))).toBe(true);
  });

  it('sends a gift and confirms it with identity_secret', async () => {
    const { desk, confirmed } = await ready();
    const tradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${PARTNER_ACCOUNT}&token=AbC-12_x`;
    const gift = await desk.sendGift({ tradeUrl, assetIds: ['777'], message: 'gg' });
    expect(gift.id).toBe('1004');
    expect(gift.isGift).toBe(true);
    expect(confirmed).toEqual(['1004']);
    await expect(
      desk.sendGift({ tradeUrl: 'https://example.com', assetIds: ['777'] }),
    ).rejects.toBeInstanceOf(InvalidRequestError);
  });
});

describe('the Steam side CSGORoll depends on', () => {
  it('reads the webapi_token CSGORoll tracks deposit offers with', async () => {
    const { community, steam } = wiredDesk();
    expect(await readWebApiToken(community)).toBe('eyJhbGciOiJFZERTQSJ9.eyJhdWQiOlsid2ViIl19.sig');
    expect(steam.sent.at(-1)!.url).toMatch(
      /^https:\/\/steamcommunity\.com\/pointssummary\/ajaxgetasyncconfig\?_=\d+$/,
    );
  });

  it('resolves host names on the proxy (socks5h), for the log-in as for every other request', () => {
    expect(proxyAgent('socks5://user:pass@127.0.0.1:1080').shouldLookup).toBe(false);
  });
});
