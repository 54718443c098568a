import { z } from 'zod';
import { successAnswer } from './auth';
import { defineEndpoint } from './endpoint';

const role = z.enum(['admin', 'premium', 'depositor', 'free_trial', 'user']);

export const cardPurchase = z.object({
  purchase_id: z.string(),
  purchase_date: z.string(),
  product_name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  receipt_url: z.string().nullable(),
});
export const cryptoPurchase = z.object({
  invoice_id: z.string(),
  purchase_date: z.string(),
  product_name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export const legacyTradedItem = z.object({
  action: z.string(),
  status: z.string(),
  market_name: z.string(),
  coin_value: z.number(),
  markup: z.number(),
  max_markup: z.number().nullable(),
  stickers_cost: z.number().nullable(),
  credits_used: z.number().nullable(),
  trade_id: z.string(),
  timestamp: z.string(),
  icon_url: z.string().nullable(),
  stickers: z.array(
    z.object({ sticker_name: z.string(), sticker_price: z.number(), sticker_icon_url: z.string() }),
  ),
  item_rarity: z.string().nullable(),
  text_message: z.string().nullable(),
  min_float: z.number().nullable(),
  max_float: z.number().nullable(),
});
export const inventoryPoint = z.object({ timestamp: z.string(), value: z.number() });

/** Section 3's User; the purchase and legacy lists are filled by the billing issue. */
export const userProfile = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role,
  avatar_url: z.string().nullable(),
  discord_id: z.string().nullable(),
  credits: z.number(),
  /** ISO timestamps in UTC. */
  signup_date: z.string(),
  license_expiry: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  purchases: z.array(cardPurchase),
  crypto_purchases: z.array(cryptoPurchase),
  traded_items: z.array(legacyTradedItem),
  inventory_coins: z.array(inventoryPoint),
});
export type UserProfile = z.infer<typeof userProfile>;

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/users/me',
  api: 'main',
  auth: 'user',
  summary: 'The signed-in user',
  response: userProfile,
});

export const updateAvatar = defineEndpoint({
  method: 'PUT',
  path: '/users/me/avatar',
  api: 'main',
  auth: 'user',
  summary: 'Set the avatar to an https .png or .jpg address',
  body: z.object({ avatar_url: z.string().trim().max(2048, 'must be at most 2048 characters') }),
  response: successAnswer.extend({ avatar_url: z.string() }),
});

export const unlinkDiscord = defineEndpoint({
  method: 'DELETE',
  path: '/users/me/discord',
  api: 'main',
  auth: 'user',
  summary: 'Unlink the Discord account',
  response: successAnswer,
});

export const createDiscordLinkCode = defineEndpoint({
  method: 'POST',
  path: '/users/me/discord/link-code',
  api: 'main',
  auth: 'user',
  summary: 'Get a one-use code (about a minute) to open the Discord login with',
  response: successAnswer.extend({ code: z.string() }),
});

/**
 * Browser navigations, not fetch calls: the SPA sends the browser to the login path with a code
 * from createDiscordLinkCode in the query (`?code=`); the server answers with redirects and, after the callback, lands on
 * `/profile?discord_id=ID`.
 */
export const discordPaths = {
  login: '/discord/login',
  callback: '/discord/callback',
  sandbox: '/discord/sandbox',
} as const;
