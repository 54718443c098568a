import { DEFAULT_CSGOROLL_SETTINGS, type CsgorollSettings } from '@skinpilot/domain';
import { describe, expect, it } from 'vitest';
import type { AccountState, Listing, ListingItem } from './listing';
import { compileMatcher, joinOpensAt } from './matcher';
import { prepareListing } from './prepare-listing';
import { aListing, NOW, richAccount } from './test-support/listings';

const settings = (s: Partial<CsgorollSettings> = {}): CsgorollSettings => ({
  ...DEFAULT_CSGOROLL_SETTINGS,
  sniping_enabled: true,
  min_value: 20,
  max_value: 1000,
  max_markup: 1.1,
  ...s,
});

function decide(
  s: Partial<CsgorollSettings>,
  listing: Listing,
  account: Partial<AccountState> = {},
  now = NOW,
) {
  return compileMatcher(settings(s)).decide(prepareListing(listing), { ...richAccount, ...account }, now);
}
const reason = (...args: Parameters<typeof decide>) => decide(...args).reason;
/** Settings, the listing, and the reason expected. */
type Case = [Partial<CsgorollSettings>, Listing, string];
const titled = ([s, listing, expected]: Case) => [expected, s, listing] as const;

describe('value bounds (min_value and max_value, inclusive, on the total value paid)', () => {
  it.each([
    [19.99, 'below_min_value'],
    [20, 'qualifies'],
    [1000, 'qualifies'],
    [1000.01, 'above_max_value'],
  ])('a listing of %f coins: %s', (totalValue, expected) => {
    expect(reason({}, aListing({ totalValue }))).toBe(expected);
  });

  it('names the threshold in the detail', () => {
    expect(decide({ min_value: 50 }, aListing({ totalValue: 10 })).detail).toBe(
      'the total value is below min_value 50',
    );
  });
});

describe('max markup (inclusive)', () => {
  it.each([
    [1.09, 1.1, 'qualifies'],
    [1.1, 1.1, 'qualifies'],
    [1.11, 1.1, 'markup_above_max'],
    [0, 1, 'qualifies'],
    [10, 10, 'qualifies'],
    [10.01, 10, 'markup_above_max'],
  ])('markup %f against max_markup %f: %s', (markupPercent, max_markup, expected) => {
    expect(reason({ max_markup }, aListing({ markupPercent }))).toBe(expected);
  });
});

describe('blacklisted skins and rarities', () => {
  const knife: Partial<ListingItem> = {
    marketName: '★ StatTrak™ Karambit | Fade (Factory New)',
    name: 'Fade',
    brand: '★ StatTrak™ Karambit',
    rarity: 'covert',
  };
  it.each([
    [['AK-47 | Redline'], {}, 'blacklisted_skin'],
    [['ak-47 | redline (field-tested)'], {}, 'blacklisted_skin'],
    [['AK-47'], {}, 'blacklisted_skin'],
    [['  AK-47 | Redline (Minimal Wear) '], {}, 'qualifies'],
    [['StatTrak™ AK-47 | Redline'], {}, 'qualifies'],
    [['Redline'], {}, 'qualifies'],
    [['Karambit | Fade'], knife, 'blacklisted_skin'],
    [['★ Karambit'], knife, 'blacklisted_skin'],
    [['StatTrak Karambit | Fade'], knife, 'blacklisted_skin'],
    [['Fade'], knife, 'qualifies'],
    [[], knife, 'qualifies'],
  ] as const)('blacklist_skins %j, item %j: %s', (blacklist_skins, item, expected) => {
    expect(reason({ blacklist_skins: [...blacklist_skins] }, aListing({}, item))).toBe(expected);
  });

  it.each([
    [['Classified'], 'classified', 'blacklisted_rarity'],
    [['mil-spec grade'], 'mil-spec', 'blacklisted_rarity'],
    [['Mil-Spec Grade'], 'Mil-Spec Grade', 'blacklisted_rarity'],
    [['Industrial Grade'], 'industrial', 'blacklisted_rarity'],
    [['Covert'], 'classified', 'qualifies'],
    [['Covert'], null, 'qualifies'],
  ] as const)('blacklist_rarity %j on rarity %s: %s', (blacklist_rarity, rarity, expected) => {
    expect(reason({ blacklist_rarity: [...blacklist_rarity] }, aListing({}, { rarity }))).toBe(expected);
  });

  it('skips a bundle when any of its items is blacklisted', () => {
    const listing = aListing();
    const second = { ...listing.items[0]!, marketName: 'AWP | Asiimov (Field-Tested)' };
    const bundle = { ...listing, items: [listing.items[0]!, second] };
    expect(reason({ blacklist_skins: ['AWP | Asiimov'] }, bundle)).toBe('blacklisted_skin');
  });
});

describe('fade skins above max_markup', () => {
  const fade = (patternPercent: number | null, markupPercent = 3, name = 'Fade') =>
    aListing(
      { markupPercent },
      {
        marketName: `★ Karambit | ${name} (Factory New)`,
        name,
        brand: '★ Karambit',
        rarity: 'covert',
        patternPercent,
      },
    );
  const on = { take_fade_skins: true, min_fade_percent: 95, max_markup_fade_skins: 5 };

  it.each(
    (
      [
        [{}, fade(99), 'fade_skins_off'],
        [on, fade(99), 'qualifies'],
        [on, fade(95), 'qualifies'],
        [on, fade(94.99), 'fade_percent_too_low'],
        [on, fade(null), 'fade_percent_too_low'],
        [on, fade(99, 5), 'qualifies'],
        [on, fade(99, 5.01), 'fade_markup_above_max'],
        [on, fade(80, 1.1), 'qualifies'], // within max_markup, the fade rules do not matter
        [on, fade(99, 3, 'Amber Fade'), 'qualifies'],
        [{ ...on, fade_skin_whitelist: ['Karambit | Fade'] }, fade(99), 'qualifies'],
        [{ ...on, fade_skin_whitelist: ['★ karambit'] }, fade(99), 'qualifies'],
        [{ ...on, fade_skin_whitelist: ['Butterfly Knife | Fade'] }, fade(99), 'fade_not_whitelisted'],
        [{ ...on, max_markup_fade_skins: 0.5 }, fade(99, 1.1), 'qualifies'], // never narrower than max_markup
      ] satisfies Case[]
    ).map(titled),
  )('%s: %j (case %#)', (expected, s, listing) => {
    expect(reason(s, listing)).toBe(expected);
  });

  it('does not take a fade allowance for a skin whose finish only contains the word', () => {
    const notFade = aListing({ markupPercent: 3 }, { name: 'Fade Out', patternPercent: 100 });
    expect(reason(on, notFade)).toBe('markup_above_max');
  });
});

describe('float gloves above max_markup', () => {
  const gloves = (paintWear: number | null, markupPercent = 4) =>
    aListing(
      { markupPercent },
      {
        marketName: '★ Sport Gloves | Vice (Field-Tested)',
        name: 'Vice',
        brand: '★ Sport Gloves',
        rarity: 'extraordinary',
        paintWear,
      },
    );
  const on = { take_float_gloves: true, max_markup_float_gloves: 4 };

  it.each(
    (
      [
        [{}, gloves(0.16), 'float_gloves_off'],
        [on, gloves(0.16), 'qualifies'],
        [on, gloves(0.16, 4.01), 'glove_markup_above_max'],
        [on, gloves(null), 'glove_float_unknown'],
        [
          on,
          aListing(
            { markupPercent: 4 },
            { brand: '★ Hand Wraps', marketName: '★ Hand Wraps | Slaughter (Field-Tested)' },
          ),
          'qualifies',
        ],
        [on, aListing({ markupPercent: 4 }), 'markup_above_max'],
      ] satisfies Case[]
    ).map(titled),
  )('%s: %j (case %#)', (expected, s, listing) => {
    expect(reason(s, listing)).toBe(expected);
  });
});

describe('sticker crafts above max_markup', () => {
  // Base value 100: a markup of m % is m coins paid over the base value.
  const craft = (markupPercent: number, stickerValues: (number | null)[]) =>
    aListing(
      { markupPercent, totalValue: 100 + markupPercent },
      {
        baseValue: 100,
        stickers: stickerValues.map((value, i) => ({ name: `Sticker ${i}`, value, wear: 0 })),
      },
    );
  const on = { take_sticker_crafts: true, sticker_multiplier: 20, min_sticker_markup: 13 };

  it.each(
    (
      [
        [{}, craft(15, [400]), 'sticker_crafts_off'],
        [on, craft(15, [200, 100]), 'qualifies'], // 300 >= 20 x 15
        [on, craft(15, [299.99]), 'sticker_value_too_low'],
        [on, craft(13, [260]), 'qualifies'],
        [on, craft(12.99, [10_000]), 'sticker_markup_below_min'],
        [on, craft(15, [null, 300]), 'qualifies'],
        [{ ...on, max_sticker_added_percent: 15 }, craft(15, [300]), 'qualifies'],
        [{ ...on, max_sticker_added_percent: 15 }, craft(15.01, [10_000]), 'sticker_markup_above_max'],
        [{ ...on, max_sticker_added_percent: null }, craft(40, [800]), 'qualifies'],
        [{ ...on, sticker_multiplier: 1 }, craft(15, [15]), 'qualifies'],
        [on, craft(15, [null]), 'markup_above_max'], // no sticker of known value: not a craft
        [on, craft(1, []), 'qualifies'],
      ] satisfies Case[]
    ).map(titled),
  )('%s: %j (case %#)', (expected, s, listing) => {
    expect(reason(s, listing)).toBe(expected);
  });
});

describe('max_reference_percent (off by default)', () => {
  const listing = aListing({ totalValue: 100 });
  const name = listing.items[0]!.marketName;
  const withReference = (coins: number | undefined) =>
    prepareListing(listing, (marketName) => (marketName === name ? coins : undefined));
  const decideAt = (max: number | null, coins: number | undefined) =>
    compileMatcher(settings({ max_reference_percent: max })).decide(withReference(coins), richAccount, NOW);

  it('looks the reference up once per listing and keeps it on the prepared listing', () => {
    expect(withReference(125).reference).toBe(125);
    expect(withReference(undefined).reference).toBeNull();
    expect(prepareListing(listing).reference).toBeNull();
  });

  it.each([
    // 100 coins against a reference of 125 is 80 %, of 80 is 125 %.
    [null, 80, 'qualifies'],
    [90, 125, 'qualifies'],
    [80, 125, 'qualifies'],
    [79, 125, 'above_reference_percent'],
    [100, 80, 'above_reference_percent'],
    [125, 80, 'qualifies'],
    [50, undefined, 'qualifies'],
  ])('limit %s %% against a reference of %s coins: %s', (max, coins, expected) => {
    expect(decideAt(max, coins).reason).toBe(expected);
  });

  it('names the limit in the detail', () => {
    expect(decideAt(79, 125).detail).toBe(
      'the total value is above max_reference_percent 79 % of the reference',
    );
  });
});

describe('wallet balance and credits', () => {
  it.each([
    [{ balance: 99.99 }, 'insufficient_balance'],
    [{ balance: 100 }, 'qualifies'],
    [{ balance: Number.NaN }, 'insufficient_balance'],
    [{ credits: 0.99 }, 'no_credits'],
    [{ credits: 99.99 }, 'insufficient_credits'], // markup 1 %: 100 % of 100 coins
    [{ credits: 100 }, 'qualifies'],
    [{ credits: 50, creditMultiplier: 0.5 }, 'qualifies'],
    [{ credits: 49.99, creditMultiplier: 0.5 }, 'insufficient_credits'],
    [{ credits: Number.POSITIVE_INFINITY }, 'qualifies'],
  ] as const)('%j: %s', (account, expected) => {
    expect(reason({}, aListing(), account)).toBe(expected);
  });

  it('needs the credits of the markup band: at 1.1 % a 100-coin withdrawal uses 80', () => {
    expect(reason({ max_markup: 2 }, aListing({ markupPercent: 1.1 }), { credits: 80 })).toBe('qualifies');
    expect(reason({ max_markup: 2 }, aListing({ markupPercent: 1.1 }), { credits: 79.99 })).toBe(
      'insufficient_credits',
    );
  });

  it('joins a withdrawal that uses no credits while at least one credit is left', () => {
    expect(reason({ max_markup: 10 }, aListing({ markupPercent: 5 }), { credits: 1 })).toBe('qualifies');
    expect(reason({ max_markup: 10 }, aListing({ markupPercent: 5 }), { credits: 0 })).toBe('no_credits');
  });
});

describe('join timing', () => {
  const timed = aListing({ canJoinAfter: NOW + 40_000, suspectedTraderCanJoinAfter: NOW - 1 });

  it.each([
    [aListing(), false, NOW, 'join'],
    [timed, false, NOW, 'wait'],
    [timed, false, NOW + 40_000, 'join'],
    [timed, true, NOW, 'join'],
    [aListing({ suspectedTraderCanJoinAfter: NOW + 2_000 }), true, NOW, 'wait'],
    [aListing({ suspectedTraderCanJoinAfter: NOW + 2_000 }), false, NOW, 'join'],
  ] as const)('%#: %s', (listing, suspectedTrader, now, action) => {
    expect(decide({}, listing, { suspectedTrader }, now).action).toBe(action);
  });

  it('tells the runtime when to decide again', () => {
    expect(joinOpensAt(timed, { ...richAccount, suspectedTrader: false })).toBe(NOW + 40_000);
    expect(joinOpensAt(aListing(), richAccount)).toBeNull();
  });

  it('checks every rule before the timing: a listing it cannot afford is a skip, not a wait', () => {
    expect(reason({}, timed, { balance: 1 })).toBe('insufficient_balance');
  });
});

describe('listing state and bad input', () => {
  it.each([
    [aListing({ status: 'JOINED' }), 'not_listed'],
    [aListing({ expiresAt: NOW }), 'expired'],
    [aListing({ expiresAt: null }), 'qualifies'],
    [aListing({ totalValue: Number.NaN }), 'invalid_listing'],
    [aListing({ markupPercent: Number.NaN }), 'invalid_listing'],
    [aListing({ items: [] }), 'invalid_listing'],
    [aListing({}, { baseValue: Number.NaN }), 'invalid_listing'],
  ] as const)('%#: %s', (listing, expected) => {
    expect(reason({}, listing)).toBe(expected);
  });

  it('says what is wrong with an invalid listing', () => {
    expect(decide({}, aListing({ items: [] })).detail).toBe(
      'the listing is invalid: the listing has no item',
    );
  });

  it('skips everything while sniping is off', () => {
    expect(reason({ sniping_enabled: false }, aListing())).toBe('sniping_disabled');
  });

  it('decides with a settings row from an older version: missing or mistyped fields take the defaults', () => {
    const old = { sniping_enabled: true, max_markup: '3' } as unknown as Partial<CsgorollSettings>;
    const matcher = compileMatcher(old);
    expect(matcher.settings.max_markup).toBe(DEFAULT_CSGOROLL_SETTINGS.max_markup);
    expect(matcher.settings.blacklist_skins).toEqual([]);
    expect(matcher.decide(prepareListing(aListing()), richAccount, NOW).action).toBe('join');
    expect(compileMatcher(null).decide(prepareListing(aListing()), richAccount, NOW).reason).toBe(
      'sniping_disabled',
    );
  });
});

describe('decisions allocate nothing', () => {
  it('hands out the same decision object for the same outcome', () => {
    const matcher = compileMatcher(settings());
    const a = matcher.decide(prepareListing(aListing()), richAccount, NOW);
    const b = matcher.decide(prepareListing(aListing({ totalValue: 500 })), richAccount, NOW);
    expect(a).toBe(b);
    const low1 = matcher.decide(prepareListing(aListing({ totalValue: 1 })), richAccount, NOW);
    const low2 = matcher.decide(prepareListing(aListing({ totalValue: 2 })), richAccount, NOW);
    expect(low1).toBe(low2);
    expect(Object.isFrozen(low1)).toBe(true);
  });
});

describe('the bounds a first pass over many accounts reads (issue 30)', () => {
  /** A small seeded generator, so a failure names a case that can be run again. */
  function generator(seed: number) {
    let s = seed;
    const next = () => {
      s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
      return s / 2_147_483_648;
    };
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
    const amount = (max: number) => Math.round(next() * max * 100) / 100;
    return { next, pick, amount };
  }

  it('settle only listings decide() skips, on thousands of generated listings and settings', () => {
    const { next, pick, amount } = generator(30);
    let quickSkips = 0;
    for (let n = 0; n < 4000; n++) {
      const s: Partial<CsgorollSettings> = {
        sniping_enabled: next() < 0.9,
        min_value: pick([0, 1, 20, amount(300)]),
        max_value: pick([100, 400, 1000, amount(2000)]),
        max_markup: pick([0, 0.2, 1.1, amount(15)]),
        take_fade_skins: next() < 0.4,
        max_markup_fade_skins: amount(20),
        min_fade_percent: amount(100),
        fade_skin_whitelist: next() < 0.5 ? [] : ['Karambit | Fade'],
        take_float_gloves: next() < 0.4,
        max_markup_float_gloves: amount(20),
        take_sticker_crafts: next() < 0.4,
        min_sticker_markup: amount(10),
        max_sticker_added_percent: next() < 0.5 ? null : amount(30),
        sticker_multiplier: pick([1, 5, 20]),
        blacklist_skins: next() < 0.3 ? ['AK-47'] : [],
        max_reference_percent: next() < 0.3 ? amount(120) : null,
      };
      const totalValue = pick([amount(2000), amount(50), 0, -1, Number.NaN]);
      const markupPercent = pick([amount(15), 0, 1.1, 1.104, 1.106, Number.NaN]);
      const item = pick<Partial<ListingItem>>([
        {},
        {
          marketName: '★ Karambit | Fade (Factory New)',
          brand: '★ Karambit',
          name: 'Fade',
          patternPercent: amount(100),
        },
        {
          marketName: '★ Sport Gloves | Vice (Field-Tested)',
          brand: '★ Sport Gloves',
          paintWear: pick([null, next()]),
        },
        { stickers: [{ name: 'Crown (Foil)', value: amount(5000), wear: 0 }] },
      ]);
      const listing = aListing(
        { totalValue, markupPercent, status: pick(['LISTED', 'LISTED', 'CANCELLED']) },
        item,
      );
      const matcher = compileMatcher(settings(s));
      const prepared = prepareListing(listing, () => pick([undefined, amount(2000)]));
      const value = prepared.totalValue;
      const bounded =
        value < matcher.skipBelowValue! ||
        value > matcher.skipAboveValue! ||
        prepared.markup > matcher.skipAboveMarkup!;
      const account = { ...richAccount, balance: pick([100_000, amount(500)]) };
      const decision = matcher.decide(prepared, account, NOW);
      if (bounded) {
        quickSkips++;
        expect(decision.action, JSON.stringify({ n, s, totalValue, markupPercent, item })).toBe('skip');
      }
    }
    // The bounds do settle many of them (else the first pass would save nothing).
    expect(quickSkips).toBeGreaterThan(1000);
  });

  it('widen max_markup to the cap of each allowance that is on, and skip everything while sniping is off', () => {
    expect(compileMatcher(settings({ max_markup: 2 })).skipAboveMarkup).toBe(2);
    const allowances = compileMatcher(
      settings({
        max_markup: 2,
        take_fade_skins: true,
        max_markup_fade_skins: 9,
        take_float_gloves: true,
        max_markup_float_gloves: 12,
      }),
    );
    expect(allowances.skipAboveMarkup).toBe(12);
    const stickersUncapped = settings({ take_sticker_crafts: true, max_sticker_added_percent: null });
    expect(compileMatcher(stickersUncapped).skipAboveMarkup).toBe(Infinity);
    expect(compileMatcher(settings({ sniping_enabled: false })).skipBelowValue).toBe(Infinity);
  });
});
