import { describe, expect, it } from 'vitest';
import { maskId, maskName, maskTradeUrl } from './privacy-mask';
import {
  steam64FromAccountId,
  tradeOfferGroup,
  tradeOfferLabel,
  tradeOfferStateFromStatus,
} from './trade-offer-state';
import { wearFromFloat, wearFromSteamCategory } from './wear';

describe('wear', () => {
  it.each([
    [0.07, 'FN'],
    [0.0701, 'MW'],
    [0.15, 'MW'],
    [0.37, 'FT'],
    [0.44, 'WW'],
    [0.45, 'BS'],
  ])('%f is %s', (float, code) => expect(wearFromFloat(float)).toBe(code));

  it('maps Steam wear categories', () => {
    expect(wearFromSteamCategory('WearCategory0')).toBe('FN');
    expect(wearFromSteamCategory('WearCategory4')).toBe('BS');
    expect(wearFromSteamCategory('WearCategory9')).toBeNull();
  });
});

describe('trade-offer states', () => {
  it('labels the 11 states and nothing else', () => {
    expect(tradeOfferLabel(10)).toBe('Canceled (2FA)');
    expect(tradeOfferLabel(12)).toBe('Unknown');
  });

  it('reads status texts, with or without the library prefix', () => {
    expect(tradeOfferStateFromStatus('TradeOfferStatus.ACTIVE')).toBe(2);
    expect(tradeOfferStateFromStatus('CREATED_NEEDS_CONFIRMATION')).toBe(9);
    expect(tradeOfferStateFromStatus('BOGUS')).toBeNull();
  });

  it('groups states for the filters', () => {
    expect([2, 3, 5, 8, 9, 11, 1].map(tradeOfferGroup)).toEqual([
      'active',
      'completed',
      'failed',
      'failed',
      'waiting',
      'waiting',
      'unknown',
    ]);
  });

  it('turns a partner account id into a SteamID64', () => {
    expect(steam64FromAccountId(123)).toBe('76561197960265851');
  });
});

describe('privacy masks', () => {
  it('keeps 4 characters of names and 2 of ids, and hides the trade-URL partner', () => {
    expect(maskName('MainTrader')).toBe('Main…');
    expect(maskName('Bob')).toBe('Bob');
    expect(maskId('76561198000000042')).toBe('••••••42');
    expect(maskTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=1234&token=ab')).toBe(
      'https://steamcommunity.com/tradeoffer/new/?partner=••••&token=ab',
    );
  });
});
