import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { accountParams, socks5ProxyPattern, tradingAccount } from './trading-accounts';

/**
 * The Steam tools of the account panel (trading-dashboard.md sections 2.10 to 2.12 and 7): profile
 * and trade URLs, loyalty token, Guard codes, the Steam inventory, trade offers, gifts, the Steam
 * client and the account's proxy.
 */

/** Section 5: a Steam trade-offer-new URL with a numeric partner and a token of letters, digits, _ or -. */
export const steamTradeUrlPattern =
  /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=[A-Za-z0-9_-]+$/;
export const TRADE_URL_REQUIRED = 'Trade URL is required';
export const TRADE_URL_INVALID = 'Invalid trade URL format. Please check the URL and try again.';
export const GIFT_MESSAGE_MAX = 128;

const steamPath = (rest: string) => `/accounts/:steam_id/steam${rest}`;

export const steamProfileData = z.object({
  steam_id: z.string(),
  persona_name: z.string(),
  avatar_url: z.string().nullable(),
  level: z.number().int(),
  profile_url: z.string(),
  trade_url: z.string(),
  is_community_banned: z.boolean(),
});

export const getSteamProfile = defineEndpoint({
  method: 'GET',
  path: steamPath('/profile'),
  api: 'trading',
  auth: 'user',
  summary:
    'Profile and trade URL as Steam has them now; urls_changed when the stored trade URL was different',
  params: accountParams,
  response: z.object({ profile_data: steamProfileData, urls_changed: z.boolean(), message: z.string() }),
});

export const getSteamLoyaltyToken = defineEndpoint({
  method: 'GET',
  path: steamPath('/loyalty-token'),
  api: 'trading',
  auth: 'user',
  summary: "The account's Steam web API token (the points-shop 'webapi_token' CSGORoll asks for)",
  params: accountParams,
  response: z.object({ loyalty_token: z.string(), expires_at: z.string().nullable(), message: z.string() }),
});

export const getSteamTwoFactorCode = defineEndpoint({
  method: 'GET',
  path: steamPath('/two-factor-code'),
  api: 'trading',
  auth: 'user',
  summary: 'A Steam Guard code made from the stored shared secret',
  params: accountParams,
  response: z.object({
    two_factor_code: z.string(),
    valid_for_seconds: z.number().int(),
    message: z.string(),
  }),
});

/** Section 3's Steam inventory item. */
export const steamInventoryItem = z.object({
  asset_id: z.string(),
  class_id: z.string(),
  instance_id: z.string(),
  name: z.string(),
  market_name: z.string(),
  market_hash_name: z.string(),
  type: z.string(),
  icon_url: z.string(),
  tradable: z.boolean(),
  marketable: z.boolean(),
  commodity: z.boolean(),
  amount: z.number().int(),
  quality_internal: z.string().nullable(),
  exterior_internal: z.string().nullable(),
  rarity_internal: z.string().nullable(),
  rarity_color: z.string().nullable(),
  /** Days until the item may be traded or sold; 0 when free. */
  market_tradable_restriction: z.number().int(),
  market_marketable_restriction: z.number().int(),
  /**
   * Under Steam's trade protection (inventory context 16, since July 2025): not tradable for
   * `market_tradable_restriction` days, and its trade may still be rolled back.
   */
  protected: z.boolean(),
});
export type SteamInventoryItem = z.infer<typeof steamInventoryItem>;

export const getSteamInventory = defineEndpoint({
  method: 'GET',
  path: steamPath('/inventory'),
  api: 'trading',
  auth: 'user',
  summary: 'The CS2 inventory on Steam; 403 when it is private, 400 when the Steam client is not running',
  params: accountParams,
  response: z.object({
    inventory: z.array(steamInventoryItem),
    warning: z.string().nullable(),
    error_type: z.string().nullable(),
    message: z.string(),
    updated_at: z.string(),
    stats: z.object({ total: z.number().int(), tradable: z.number().int() }),
  }),
});

export const tradeOfferItem = z.object({
  id: z.string(),
  asset_id: z.string(),
  name: z.string(),
  market_name: z.string(),
  icon_url: z.string(),
  amount: z.number().int(),
  /** Estimated value in dollars when known. */
  value: z.number().nullable(),
  missing: z.boolean(),
});
export type TradeOfferItem = z.infer<typeof tradeOfferItem>;

/** Section 3's normalised trade offer; times are epoch seconds. */
export const tradeOffer = z.object({
  trade_offer_id: z.string(),
  trade_offer_state: z.number().int(),
  status_text: z.string(),
  is_our_offer: z.boolean(),
  time_created: z.number().int(),
  time_updated: z.number().int(),
  expiration_time: z.number().int(),
  items_to_give: z.array(tradeOfferItem),
  items_to_receive: z.array(tradeOfferItem),
  partner_id: z.string(),
  partner_steam64: z.string(),
  partner_name: z.string(),
  partner_avatar: z.string().nullable(),
  partner_steam_level: z.number().int().nullable(),
  trade_id: z.string().nullable(),
  message: z.string(),
  is_gift: z.boolean(),
  confirmations_required: z.array(z.string()),
  escrow_end_date: z.number().int().nullable(),
  from_real_time_trade: z.boolean(),
});
export type TradeOffer = z.infer<typeof tradeOffer>;

export const tradeOfferCacheInfo = z.object({
  /** Seconds since Steam was last read; null when nothing was ever read. */
  age_seconds: z.number().int().nullable(),
  fetched_at: z.string().nullable(),
  from_cache: z.boolean(),
  last_error: z.string().nullable(),
});
export type TradeOfferCacheInfo = z.infer<typeof tradeOfferCacheInfo>;

const offerLists = z.object({ sent_offers: z.array(tradeOffer), received_offers: z.array(tradeOffer) });

export const listTradeOffers = defineEndpoint({
  method: 'GET',
  path: steamPath('/trade-offers'),
  api: 'trading',
  auth: 'user',
  summary: 'Sent and received trade offers (from the cache while it is fresh)',
  params: accountParams,
  response: offerLists,
});

export const listTradeOffersEnhanced = defineEndpoint({
  method: 'GET',
  path: steamPath('/trade-offers/enhanced'),
  api: 'trading',
  auth: 'user',
  summary: 'Trade offers with cache_info; force_refresh reads Steam even when the cache is fresh',
  params: accountParams,
  query: z.object({
    force_refresh: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  }),
  response: offerLists.extend({ cache_info: tradeOfferCacheInfo }),
});

export const tradeOfferParams = accountParams.extend({
  offer_id: z.string().regex(/^\d{1,20}$/, 'must be a trade offer id (digits)'),
});

const offerAction = (action: 'accept' | 'decline' | 'cancel', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: steamPath(`/trade-offers/:offer_id/${action}`),
    api: 'trading',
    auth: 'user',
    summary,
    params: tradeOfferParams,
    response: z.object({ message: z.string(), offer: tradeOffer }),
  });

export const acceptTradeOffer = offerAction(
  'accept',
  'Accept a received offer in state Active; confirmed with the identity secret when Steam asks',
);
export const declineTradeOffer = offerAction('decline', 'Decline a received offer in state Active');
export const cancelTradeOffer = offerAction('cancel', 'Cancel a sent offer in state Active');

export const sendGiftBody = z.strictObject({
  asset_id: z.string().max(40),
  trade_url: z.string().max(512),
  message: z.string().optional(),
});

export const sendGift = defineEndpoint({
  method: 'POST',
  path: steamPath('/trade-offers/send-gift'),
  api: 'trading',
  auth: 'user',
  summary: 'Send one item of the inventory for nothing in return, confirmed with the identity secret',
  params: accountParams,
  body: sendGiftBody,
  response: z.object({ message: z.string(), trade_offer_id: z.string(), offer: tradeOffer }),
});

export const updateSteamProxy = defineEndpoint({
  method: 'PUT',
  path: steamPath('/proxy'),
  api: 'trading',
  auth: 'user',
  summary: 'Replace the proxy after testing it; a proxy belongs to one Steam account',
  params: accountParams,
  body: z.strictObject({
    new_proxy: z
      .string()
      .trim()
      .min(1, 'Proxy is required')
      .max(512, 'must be at most 512 characters')
      .regex(socks5ProxyPattern, 'must be a SOCKS5 URL such as socks5://user:pass@host:port'),
  }),
  response: z.object({ message: z.string(), account: tradingAccount }),
});

export const validateSteamProxy = defineEndpoint({
  method: 'POST',
  path: steamPath('/proxy/validate'),
  api: 'trading',
  auth: 'user',
  summary: 'Test the stored proxy by connecting through it; records its status and exit IP',
  params: accountParams,
  body: z.object({ force: z.boolean().optional() }),
  response: z.object({
    is_valid: z.boolean(),
    current_ip: z.string().nullable(),
    error_message: z.string().nullable(),
    account: tradingAccount,
  }),
});

const clientAnswer = z.object({ message: z.string(), account: tradingAccount });

export const startSteamClient = defineEndpoint({
  method: 'POST',
  path: steamPath('/start'),
  api: 'trading',
  auth: 'user',
  summary: 'Log the Steam client in through the account proxy',
  params: accountParams,
  response: clientAnswer,
});

export const stopSteamClient = defineEndpoint({
  method: 'POST',
  path: steamPath('/stop'),
  api: 'trading',
  auth: 'user',
  summary: 'Log the Steam client out',
  params: accountParams,
  response: clientAnswer,
});
