// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of the untyped Steam libraries must reach every program compiling this file (server, bots)
/// <reference path="./steam-libraries.d.ts" />
import { tradeOfferStateFromStatus, tradeOfferStates } from '@skinpilot/domain';
import type { CEconItem } from 'steamcommunity';
import type { TradeOffer } from 'steam-tradeoffer-manager';
import type { SteamOfferItem, SteamTradeOffer } from '../types/steam';

/** Steam's ETradeOfferState for "created, needs mobile confirmation". */
const NEEDS_CONFIRMATION = 9;

/**
 * One of Steam's 11 offer states from whatever a source says: the library's ETradeOfferState
 * number, or a text such as `TradeOfferStatus.ACTIVE`. Anything unknown reads as 1 (Invalid), so
 * the dashboard never offers Accept on an offer it does not understand.
 */
export function normaliseOfferState(raw: number | string | null | undefined): number {
  if (typeof raw === 'number') return raw in tradeOfferStates ? raw : 1;
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return normaliseOfferState(Number(raw));
  return (raw && tradeOfferStateFromStatus(raw)) || 1;
}

export function offerItemFrom(item: CEconItem): SteamOfferItem {
  return {
    assetId: String(item.assetid ?? item.id ?? ''),
    appId: Number(item.appid),
    contextId: String(item.contextid),
    amount: Number(item.amount ?? 1),
    name: item.name ?? '',
    marketName: item.market_name ?? '',
    marketHashName: item.market_hash_name ?? '',
    iconUrl: item.icon_url ?? '',
    missing: item.missing === true,
  };
}

/** A tradeoffer-manager TradeOffer in our shape. */
export function offerFrom(offer: TradeOffer): SteamTradeOffer {
  const state = normaliseOfferState(offer.state);
  const itemsToGive = offer.itemsToGive.map(offerItemFrom);
  const itemsToReceive = offer.itemsToReceive.map(offerItemFrom);
  return {
    id: String(offer.id),
    state,
    isOurOffer: offer.isOurOffer,
    partnerSteamId: offer.partner.getSteamID64(),
    message: offer.message ?? '',
    itemsToGive,
    itemsToReceive,
    // A gift is an offer where one side gives nothing: from us when sent, to us when received.
    isGift: offer.isOurOffer ? itemsToReceive.length === 0 : itemsToGive.length === 0,
    createdAt: offer.created.toISOString(),
    updatedAt: offer.updated.toISOString(),
    expiresAt: offer.expires.toISOString(),
    tradeId: offer.tradeID ? String(offer.tradeID) : null,
    needsConfirmation: state === NEEDS_CONFIRMATION,
    escrowEndsAt: offer.escrowEnds ? offer.escrowEnds.toISOString() : null,
    fromRealTimeTrade: offer.fromRealTimeTrade === true,
  };
}
