import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The account id in every path is its Steam id (SteamID64, 17 digits). */
export const steamIdSchema = z.string().regex(/^7656119\d{10}$/, 'must be a SteamID64 (17 digits)');
export const accountParams = z.strictObject({ steam_id: steamIdSchema });

export const accountStatuses = ['active', 'suspended_payment_required'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
/** `not_applied`: Steam saw another address than the proxy's exit IP after log-on (issue 28). */
export const proxyStatuses = ['valid', 'invalid', 'checking', 'unknown', 'not_applied'] as const;
export const csgorollAuthMethods = ['cookie', 'credentials'] as const;
export type CsgorollAuthMethod = (typeof csgorollAuthMethods)[number];

export const walletCurrencies = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'RUB',
  'JPY',
  'CNY',
  'BRL',
  'KRW',
] as const;
export const walletCountries = [
  'US',
  'DE',
  'GB',
  'CA',
  'AU',
  'RU',
  'JP',
  'CN',
  'BR',
  'KR',
  'FR',
  'ES',
  'IT',
  'NL',
  'PL',
  'TR',
] as const;

const isoTime = z.string();

export const steamAccountInfo = z.object({
  username: z.string(),
  avatar_url: z.string().nullable(),
  level: z.number().int().nullable(),
  session_valid: z.boolean(),
  trade_url: z.string().nullable(),
  last_login: isoTime.nullable(),
  inventory_updated_at: isoTime.nullable(),
  steam_access_token_expires_at: isoTime.nullable(),
  /**
   * Steam log-ins for the account wait until then: Steam's log-in limit (eresult 84) or our shared
   * budget of log-ins per proxy and per host (issue 28). Absent or null when log-ins may go ahead.
   */
  login_paused_until: isoTime.nullable().optional(),
  wallet_currency: z.enum(walletCurrencies),
  wallet_country: z.enum(walletCountries),
});

export const steamData = z.object({
  is_community_banned: z.boolean(),
  /** The proxy address with any password replaced by `***`: the password never leaves the server. */
  proxy: z.string(),
  proxy_status: z.enum(proxyStatuses),
  proxy_current_ip: z.string().nullable(),
  trade_url: z.string().nullable(),
});

export const csgorollWallet = z.object({ name: z.string(), amount: z.number() });

export const csgorollAccountInfo = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  level: z.number().int().nullable(),
  cookie_valid: z.boolean(),
  auth_method: z.enum(csgorollAuthMethods),
  main_wallet_balance: z.number(),
  wallets: z.array(csgorollWallet),
  last_checked: isoTime.nullable(),
});

/**
 * Section 3's Account. One per Steam id and user; it may carry a Steam connection, a CSGORoll
 * connection (the CSGORoll profile names its Steam id) or both. Secrets are never part of it.
 */
export const tradingAccount = z.object({
  steam_id: z.string(),
  label: z.string().nullable(),
  status: z.enum(accountStatuses),
  created_at: isoTime,
  settings: z.object({ sniping_enabled: z.boolean() }),
  steam_account: steamAccountInfo.nullable(),
  steam_data: steamData.nullable(),
  csgoroll_account: csgorollAccountInfo.nullable(),
  /** Coins, from the latest inventory snapshot (marketplace items at 0.66); absent before the first. */
  skins_value: z.number().optional(),
  /** Coins held in protected withdrawals, from the same snapshot. */
  protected_balance: z.number().optional(),
});
export type TradingAccount = z.infer<typeof tradingAccount>;

const messageAnswer = z.object({ message: z.string() });

export const listAccounts = defineEndpoint({
  method: 'GET',
  path: '/accounts',
  api: 'trading',
  auth: 'user',
  summary: "The caller's connected accounts, oldest first",
  response: z.array(tradingAccount),
});

const required = (name: string) => z.string().trim().min(1, `${name} is required`);

/** `socks5://[user[:password]@]host:port`: the only proxy kind Steam accounts accept. */
export const socks5ProxyPattern = /^socks5h?:\/\/(?:[^:@\s/]+(?::[^@\s/]*)?@)?[^:@\s/]+:\d{1,5}\/?$/i;

export const addSteamAccountBody = z.object({
  steam_id: steamIdSchema,
  username: required('Username').max(64, 'must be at most 64 characters'),
  password: z.string().min(1, 'Password is required').max(256, 'must be at most 256 characters'),
  shared_secret: required('Shared secret').max(256, 'must be at most 256 characters'),
  identity_secret: required('Identity secret').max(256, 'must be at most 256 characters'),
  proxy: required('Proxy')
    .max(512, 'must be at most 512 characters')
    .regex(socks5ProxyPattern, 'must be a SOCKS5 URL such as socks5://user:pass@host:port'),
  wallet_currency: z.enum(walletCurrencies).default('EUR'),
  wallet_country: z.enum(walletCountries).default('DE'),
});

export const addSteamAccount = defineEndpoint({
  method: 'POST',
  path: '/accounts/steam',
  api: 'trading',
  auth: 'user',
  summary: 'Connect a Steam account; its credentials are verified before anything is stored',
  body: addSteamAccountBody,
  response: messageAnswer.extend({
    account_info: z.object({ username: z.string(), steam_id: z.string() }),
    account: tradingAccount,
  }),
  status: 201,
});

export const addCsgorollAccountBody = z
  .object({
    auth_method: z.enum(csgorollAuthMethods),
    // A cookie travels in an HTTP header: only printable ASCII can be sent to CSGORoll at all.
    cookie: z
      .string()
      .max(8192, 'must be at most 8192 characters')
      .regex(/^[\x20-\x7E]*$/, 'must hold only printable ASCII characters, as a browser cookie does')
      .optional(),
    username: z.string().max(254, 'must be at most 254 characters').optional(),
    password: z.string().max(256, 'must be at most 256 characters').optional(),
  })
  .superRefine((body, ctx) => {
    const blank = (v: string | undefined) => !v || v.trim() === '';
    if (body.auth_method === 'cookie' && blank(body.cookie)) {
      ctx.addIssue({ code: 'custom', path: ['cookie'], message: 'Cookie is required' });
    }
    if (body.auth_method === 'credentials') {
      if (blank(body.username))
        ctx.addIssue({ code: 'custom', path: ['username'], message: 'Username is required' });
      if (blank(body.password))
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
    }
  });

export const addCsgorollAccount = defineEndpoint({
  method: 'POST',
  path: '/accounts/csgoroll',
  api: 'trading',
  auth: 'user',
  summary:
    'Connect a CSGORoll account by session cookie or login; it joins the account of its Steam id, or starts one',
  body: addCsgorollAccountBody,
  response: messageAnswer.extend({ account: tradingAccount }),
  status: 201,
});

export const deleteAccount = defineEndpoint({
  method: 'DELETE',
  path: '/accounts/:steam_id',
  api: 'trading',
  auth: 'user',
  summary: 'Remove an account with both its connections, settings and stored secrets',
  params: accountParams,
  response: messageAnswer,
});

export const LABEL_MAX_LENGTH = 50;

export const updateAccountLabel = defineEndpoint({
  method: 'POST',
  path: '/accounts/:steam_id/label',
  api: 'trading',
  auth: 'user',
  summary: "Set the account's label; a message starting 'Warning:' reports an allowed oddity",
  params: accountParams,
  body: z.object({ label: z.string().max(1000, 'must be at most 1000 characters') }),
  response: messageAnswer.extend({ label: z.string() }),
});

const refreshAnswer = messageAnswer.extend({ account: tradingAccount });

export const refreshAccount = defineEndpoint({
  method: 'POST',
  path: '/accounts/:steam_id/refresh',
  api: 'trading',
  auth: 'user',
  summary: 'Re-read every connected platform of the account',
  params: accountParams,
  response: refreshAnswer,
});

export const refreshSteamAccount = defineEndpoint({
  method: 'POST',
  path: '/accounts/:steam_id/refresh/steam',
  api: 'trading',
  auth: 'user',
  summary: "Re-read the account's Steam connection",
  params: accountParams,
  response: refreshAnswer,
});

export const refreshCsgorollAccount = defineEndpoint({
  method: 'POST',
  path: '/accounts/:steam_id/refresh/csgoroll',
  api: 'trading',
  auth: 'user',
  summary: "Re-read the account's CSGORoll connection (balance, wallets, cookie validity)",
  params: accountParams,
  response: refreshAnswer,
});

export const csgorollPlatformStatuses = ['connected', 'expired'] as const;

/** Section 3's platforms info, shown in the settings dialog header. */
export const accountPlatforms = z.object({
  account_found: z.boolean(),
  platforms: z.object({
    csgoroll: z
      .object({
        status: z.enum(csgorollPlatformStatuses),
        avatar: z.string().nullable(),
        username: z.string(),
      })
      .nullable(),
    steam: z.object({ avatar: z.string().nullable(), username: z.string() }).nullable(),
  }),
  cross_platform_features: z.boolean(),
});
export type AccountPlatforms = z.infer<typeof accountPlatforms>;

export const getAccountPlatforms = defineEndpoint({
  method: 'GET',
  path: '/accounts/:steam_id/platforms',
  api: 'trading',
  auth: 'user',
  summary: 'Which platforms the account is connected to, as last checked',
  params: accountParams,
  response: accountPlatforms,
});

export const checkAccountPlatforms = defineEndpoint({
  method: 'POST',
  path: '/accounts/:steam_id/platforms',
  api: 'trading',
  auth: 'user',
  summary: "Check the account's platform connections again through the connectors and answer them",
  params: accountParams,
  response: accountPlatforms,
});
