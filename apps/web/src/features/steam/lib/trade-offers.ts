import type { TradeOffer, TradeOfferItem } from '@skinpilot/contract';
import { tradeOfferGroup, type TradeOfferGroup } from '@skinpilot/domain';

export const OFFER_THUMBNAILS = 6;
const DAY_S = 24 * 3600;

/** Section 4's status-group filters; All clears them. */
export const offerGroups: { group: Exclude<TradeOfferGroup, 'unknown'>; label: string }[] = [
  { group: 'active', label: 'Active' },
  { group: 'completed', label: 'Completed' },
  { group: 'failed', label: 'Failed' },
  { group: 'waiting', label: 'Waiting' },
];

export function filterOffers(offers: TradeOffer[], group: TradeOfferGroup | null): TradeOffer[] {
  return group ? offers.filter((o) => tradeOfferGroup(o.trade_offer_state) === group) : offers;
}

/** Section 4: Accept and Decline on received offers in state 2, Cancel on sent ones in state 2. */
export const canAnswer = (offer: TradeOffer) => !offer.is_our_offer && offer.trade_offer_state === 2;
export const canCancel = (offer: TradeOffer) => offer.is_our_offer && offer.trade_offer_state === 2;

/** 'soon' within 24 h and not past; 'expired' once past. */
export function expiryOf(offer: TradeOffer, nowMs: number): 'soon' | 'expired' | null {
  const left = offer.expiration_time - nowMs / 1000;
  if (!offer.expiration_time) return null;
  if (left <= 0) return 'expired';
  return left <= DAY_S ? 'soon' : null;
}

/** At most six thumbnails per side; the rest is counted as '+N'. */
export function thumbnails(items: TradeOfferItem[]): { shown: TradeOfferItem[]; more: number } {
  return { shown: items.slice(0, OFFER_THUMBNAILS), more: Math.max(0, items.length - OFFER_THUMBNAILS) };
}

/** The dollar total of the items whose value is known; null when none is. */
export function itemsTotal(items: TradeOfferItem[]): number | null {
  const known = items.filter((i) => i.value !== null);
  return known.length === 0 ? null : known.reduce((sum, i) => sum + (i.value ?? 0) * i.amount, 0);
}

export type CacheFreshness = 'Fresh' | 'Stale' | 'Expired' | 'No cache';

/** Section 4: up to 30 s Fresh, up to 60 s Stale, beyond Expired; no cache shows No cache. */
export function cacheFreshness(ageSeconds: number | null | undefined): CacheFreshness {
  if (ageSeconds === null || ageSeconds === undefined) return 'No cache';
  if (ageSeconds <= 30) return 'Fresh';
  if (ageSeconds <= 60) return 'Stale';
  return 'Expired';
}

/** The offer's page on Steam, for Copy URL. */
export const offerUrl = (offer: TradeOffer) =>
  `https://steamcommunity.com/tradeoffer/${offer.trade_offer_id}/`;
