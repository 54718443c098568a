import { describe, expect, it } from 'vitest';
import type { Listing } from './listing';
import { nameKeys, normaliseRarity } from './names';
import { prepareListing } from './prepare-listing';
import { aListing } from './test-support/listings';

describe('the name forms a list entry may name', () => {
  it.each([
    [
      '★ StatTrak™ Karambit | Fade (Factory New)',
      ['stattrak™ karambit | fade (factory new)', 'stattrak™ karambit | fade', 'karambit | fade', 'karambit'],
    ],
    ['AK-47 | Redline (Field-Tested)', ['ak-47 | redline (field-tested)', 'ak-47 | redline', 'ak-47']],
    [
      'Souvenir AWP | Dragon Lore (Minimal Wear)',
      ['souvenir awp | dragon lore (minimal wear)', 'souvenir awp | dragon lore', 'awp | dragon lore', 'awp'],
    ],
    ['★ Karambit', ['karambit']],
    ['Sticker | Crown (Foil)', ['sticker | crown (foil)', 'sticker']],
  ])('%s', (marketName, keys) => expect(nameKeys(marketName)).toEqual(keys));

  it.each([
    ['Mil-Spec Grade', 'mil-spec'],
    ['  Consumer  Grade ', 'consumer'],
    ['covert', 'covert'],
    ['Extraordinary', 'extraordinary'],
  ])('rarity %j is %j', (label, code) => expect(normaliseRarity(label)).toBe(code));
});

describe('preparing a listing', () => {
  it('derives the kind of item, the sticker sum and the markup at two decimals', () => {
    const prepared = prepareListing(
      aListing(
        { markupPercent: 3.004 },
        {
          marketName: '★ Specialist Gloves | Fade (Field-Tested)',
          brand: '★ Specialist Gloves',
          name: 'Fade',
          stickers: [
            { name: 'a', value: 10.5, wear: 0 },
            { name: 'b', value: null, wear: 0 },
          ],
        },
      ),
    );
    expect(prepared.problem).toBeNull();
    expect(prepared.markup).toBe(3);
    expect(prepared.single).toMatchObject({ isGloves: true, isFadeSkin: true, stickerValue: 10.5 });
  });

  it('names what is wrong with a listing that does not parse, and never throws', () => {
    const broken = (listing: object) => prepareListing(listing as Listing).problem;
    expect(broken({ ...aListing(), items: [null] })).toBe('the listing has no item');
    expect(broken({ ...aListing(), items: undefined })).toBe('the listing has no item');
    expect(broken({ ...aListing(), id: '' })).toBe('the listing has no id');
    expect(broken({ ...aListing(), totalValue: '12' })).toBe('the total value is not a positive number');
    expect(broken(aListing({}, { stickers: undefined as never, marketName: undefined as never }))).toBeNull();
  });
});
