import type { SteamOfferItem, SteamTradeOffer } from '@skinpilot/connectors';
import type { TradeOffer, TradeOfferItem } from '@skinpilot/contract';
import { STEAM_ID64_OFFSET, tradeOfferLabel } from '@skinpilot/domain';

const seconds = (iso: string | null) => (iso ? Math.floor(new Date(iso).getTime() / 1000) : null);

function itemView(item: SteamOfferItem): TradeOfferItem {
  return {
    id: item.assetId,
    asset_id: item.assetId,
    name: item.name,
    market_name: item.marketName,
    icon_url: item.iconUrl,
    amount: item.amount,
    value: null,
    missing: item.missing,
  };
}

/** Section 3's normalised trade offer, from the connector's offer. */
export function tradeOfferView(offer: SteamTradeOffer): TradeOffer {
  const partnerId = (BigInt(offer.partnerSteamId) - STEAM_ID64_OFFSET).toString();
  return {
    trade_offer_id: offer.id,
    trade_offer_state: offer.state,
    status_text: tradeOfferLabel(offer.state),
    is_our_offer: offer.isOurOffer,
    time_created: seconds(offer.createdAt) ?? 0,
    time_updated: seconds(offer.updatedAt) ?? 0,
    expiration_time: seconds(offer.expiresAt) ?? 0,
    items_to_give: offer.itemsToGive.map(itemView),
    items_to_receive: offer.itemsToReceive.map(itemView),
    partner_id: partnerId,
    partner_steam64: offer.partnerSteamId,
    partner_name: `User ${partnerId}`,
    partner_avatar: null,
    partner_steam_level: null,
    trade_id: offer.tradeId,
    message: offer.message,
    is_gift: offer.isGift,
    confirmations_required: offer.needsConfirmation ? [offer.id] : [],
    escrow_end_date: seconds(offer.escrowEndsAt),
    from_real_time_trade: offer.fromRealTimeTrade,
  };
}

/** Newest first, as the offers screen lists them. */
export const newestFirst = (offers: SteamTradeOffer[]) =>
  [...offers].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
