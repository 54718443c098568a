import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { accountParams } from './trading-accounts';

/**
 * Section 3's CSGORoll settings as stored and answered. Bounds are not part of the wire schema: the
 * server checks them per role (a free trial is clamped, everyone else gets a 422 naming the field).
 */
export const csgorollSettings = z.object({
  min_value: z.number(),
  max_value: z.number(),
  max_markup: z.number(),
  take_sticker_crafts: z.boolean(),
  sticker_multiplier: z.number(),
  min_sticker_markup: z.number(),
  max_sticker_added_percent: z.number().nullable(),
  blacklist_skins: z.array(z.string()),
  blacklist_rarity: z.array(z.string()),
  auto_captcha: z.boolean(),
  auto_golden_gemdrop: z.boolean(),
  auto_update_loyalty_token_csgoroll: z.boolean(),
  sniping_enabled: z.boolean(),
  auto_deposit_enabled: z.boolean(),
  auto_accept_enabled: z.boolean(),
  auto_confirm_deposits: z.boolean(),
  take_float_gloves: z.boolean(),
  max_markup_float_gloves: z.number(),
  take_fade_skins: z.boolean(),
  min_fade_percent: z.number(),
  fade_skin_whitelist: z.array(z.string()),
  max_markup_fade_skins: z.number(),
  dm_deposits: z.boolean(),
  dm_withdrawals: z.boolean(),
  auto_deposit_interval_hours: z.number(),
  auto_deposit_min_value: z.number(),
  auto_deposit_max_value: z.number().nullable(),
  // The domain's markupStrategies, which the contract may not import (it imports zod only); the
  // server's SameShape check of this schema against CsgorollSettings fails the build if they differ.
  auto_deposit_markup_strategy: z.enum(['fixed', 'conditional', 'max', 'percentage_of_max']),
  auto_deposit_fixed_markup: z.number(),
  auto_deposit_conditional_markup: z.number(),
  auto_deposit_conditional_threshold: z.number(),
  auto_deposit_percentage_of_max: z.number(),
  auto_deposit_max_items_per_run: z.number(),
  auto_deposit_cooldown_minutes: z.number(),
  max_reference_percent: z.number().nullable(),
  auto_deposit_reference_floor: z.boolean(),
});
/**
 * The domain's CsgorollSettings, field for field: the server answers it through SameShape, so the
 * build fails when a field is added to, dropped from or typed differently in one of the two (a new
 * setting is one domain edit and one line above).
 */
export type CsgorollSettingsAnswer = z.infer<typeof csgorollSettings>;

/** Lists may also arrive as comma-separated text; the server trims and drops empties. */
const listInput = z.union([z.array(z.string().max(200)).max(500), z.string().max(20_000)]);

/** A save sends any subset of fields; the rest keep their stored values. */
export const saveCsgorollSettingsBody = csgorollSettings
  .extend({
    blacklist_skins: listInput,
    blacklist_rarity: listInput,
    fade_skin_whitelist: listInput,
  })
  .partial();

export const getCsgorollSettings = defineEndpoint({
  method: 'GET',
  path: '/accounts/:steam_id/settings/csgoroll',
  api: 'trading',
  auth: 'user',
  summary: "The account's CSGORoll bot settings (defaults for a new account)",
  params: accountParams,
  response: csgorollSettings,
});

const saveAnswer = <S extends z.ZodType>(settings: S) =>
  z.object({
    message: z.string(),
    settings,
    /** Fields the server moved into range instead of refusing (free-trial ranges, reversal interval). */
    clamped: z.array(z.string()),
  });

export const saveCsgorollSettings = defineEndpoint({
  method: 'POST',
  path: '/accounts/:steam_id/settings/csgoroll',
  api: 'trading',
  auth: 'user',
  summary: 'Save CSGORoll settings: 422 naming each out-of-range field, free-trial ranges clamped',
  params: accountParams,
  body: saveCsgorollSettingsBody,
  response: saveAnswer(csgorollSettings),
});

export const steamSettings = z.object({
  auto_monitor_trades: z.boolean(),
  monitor_interval: z.number(),
  auto_accept_incoming_trades: z.boolean(),
  auto_cancel_sent_offers: z.boolean(),
  auto_cancel_timeout_minutes: z.number(),
  trade_notifications: z.boolean(),
  trade_reversal_notifications: z.boolean(),
  reversal_check_interval_hours: z.number(),
  auto_send_deposits_to_csgoroll: z.boolean(),
  auto_send_message: z.string(),
  /**
   * The Steam Web API key is stored encrypted and answered masked (`••••` plus its last 4
   * characters), or null when none is set. Sending the masked value back keeps the stored key.
   */
  web_api_key: z.string().nullable(),
});
export type SteamSettingsAnswer = z.infer<typeof steamSettings>;

/** Any subset of fields; `web_api_key` left out or masked keeps the key, empty text removes it. */
export const saveSteamSettingsBody = steamSettings
  .extend({
    auto_send_message: z.string().max(1000, 'must be at most 1000 characters'),
    web_api_key: z.string().max(128, 'must be at most 128 characters').nullable(),
  })
  .partial();

export const getSteamSettings = defineEndpoint({
  method: 'GET',
  path: '/accounts/:steam_id/settings/steam',
  api: 'trading',
  auth: 'user',
  summary: "The account's Steam automation settings (defaults for a new account)",
  params: accountParams,
  response: steamSettings,
});

export const saveSteamSettings = defineEndpoint({
  method: 'POST',
  path: '/accounts/:steam_id/settings/steam',
  api: 'trading',
  auth: 'user',
  summary: 'Save Steam settings: 422 naming each out-of-range field, reversal interval clamped',
  params: accountParams,
  body: saveSteamSettingsBody,
  response: saveAnswer(steamSettings),
});
