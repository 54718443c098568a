import type { TradeOffer, TradeOfferItem } from '@skinpilot/contract';
import { describe, expect, it } from 'vitest';
import {
  cacheFreshness,
  canAnswer,
  canCancel,
  expiryOf,
  filterOffers,
  itemsTotal,
  thumbnails,
} from './trade-offers';

const item = (n: number, value: number | null = null): TradeOfferItem => ({
  id: String(n),
  asset_id: String(n),
  name: `Item ${n}`,
  market_name: `Item ${n}`,
  icon_url: '',
  amount: 1,
  value,
  missing: false,
});
const offer = (state: number, mine = false, expiresIn = 7 * 86400): TradeOffer => ({
  trade_offer_id: '1',
  trade_offer_state: state,
  status_text: '',
  is_our_offer: mine,
  time_created: 0,
  time_updated: 0,
  expiration_time: 1_000_000 + expiresIn,
  items_to_give: [],
  items_to_receive: [],
  partner_id: '1',
  partner_steam64: '76561197960265729',
  partner_name: 'User 1',
  partner_avatar: null,
  partner_steam_level: null,
  trade_id: null,
  message: '',
  is_gift: false,
  confirmations_required: [],
  escrow_end_date: null,
  from_real_time_trade: false,
});

describe('trade offers on screen', () => {
  it('groups states as section 4 says', () => {
    const all = [2, 3, 5, 6, 7, 8, 9, 10, 11, 1].map((s) => offer(s));
    expect(filterOffers(all, 'active').map((o) => o.trade_offer_state)).toEqual([2]);
    expect(filterOffers(all, 'completed').map((o) => o.trade_offer_state)).toEqual([3]);
    expect(filterOffers(all, 'failed').map((o) => o.trade_offer_state)).toEqual([5, 6, 7, 8]);
    expect(filterOffers(all, 'waiting').map((o) => o.trade_offer_state)).toEqual([9, 10, 11]);
    expect(filterOffers(all, null)).toHaveLength(10);
  });

  it('offers accept and decline on received active offers, cancel on sent active ones', () => {
    expect(canAnswer(offer(2))).toBe(true);
    expect(canAnswer(offer(2, true))).toBe(false);
    expect(canAnswer(offer(9))).toBe(false);
    expect(canCancel(offer(2, true))).toBe(true);
    expect(canCancel(offer(2))).toBe(false);
  });

  it('warns of expiry within 24 hours and marks past ones expired', () => {
    const now = 1_000_000 * 1000;
    expect(expiryOf(offer(2, false, 3600), now)).toBe('soon');
    expect(expiryOf(offer(2, false, -1), now)).toBe('expired');
    expect(expiryOf(offer(2, false, 2 * 86400), now)).toBeNull();
  });

  it('shows six thumbnails then +N, and totals known values', () => {
    const items = Array.from({ length: 9 }, (_, i) => item(i, i < 2 ? 1.5 : null));
    expect(thumbnails(items)).toMatchObject({ more: 3 });
    expect(thumbnails(items).shown).toHaveLength(6);
    expect(itemsTotal(items)).toBe(3);
    expect(itemsTotal([item(1)])).toBeNull();
  });

  it('names cache freshness by age', () => {
    expect([null, 0, 30, 31, 60, 61].map(cacheFreshness)).toEqual([
      'No cache',
      'Fresh',
      'Fresh',
      'Stale',
      'Stale',
      'Expired',
    ]);
  });
});
