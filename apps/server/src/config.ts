import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const port = z.coerce
  .number({ message: 'must be a port number' })
  .int('must be a whole number')
  .min(0, 'must be from 0 to 65535')
  .max(65535, 'must be from 0 to 65535');

/** `10.0.0.1`, `fd00::1`, `10.0.0.0/8` or `fd00::/8`. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** Every environment variable the server reads, with its default. README lists the same table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  APP_NAME: z.string().min(1).default('SkinPilot'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://example.com' }).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  EMBEDDED_PG_PORT: port.default(0),
  /** GET /metrics on the public port answers only with this bearer token (off without it). */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** A port of its own for GET /metrics (no token), on METRICS_HOST; every role, worker-only too. */
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  /** Keys rotated out, comma-separated; values sealed under them still open until `vault:rotate`. */
  ENCRYPTION_KEYS_PREVIOUS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[0-9a-fA-F]{64}$/, 'must list 64-hex-character keys, comma-separated'))),
  /** CSGORoll GraphQL endpoint; unset runs the sandbox market on loopback. */
  CSGOROLL_GRAPHQL_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  /** CSGORoll graphql-transport-ws endpoint; derived from CSGOROLL_GRAPHQL_URL when unset. */
  CSGOROLL_WS_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  /** CSGORoll e-mail log-in (POST /auth/local); derived from CSGOROLL_GRAPHQL_URL when unset. */
  CSGOROLL_AUTH_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  /** Mirrors tried when the main endpoint is unreachable, comma-separated; the known mirrors by default. */
  CSGOROLL_FALLBACK_URLS: optionalString,
  /** Captcha services that solve CSGORoll's join captcha; the admin's captcha_provider setting picks one. */
  CAPSOLVER_API_KEY: optionalString,
  CAPMONSTER_API_KEY: optionalString,
  /** `sandbox` uses the Steam stand-in; `live` logs in to Steam with each account's credentials. */
  STEAM_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /**
   * Production refuses to trade on the sandbox Steam or the sandbox market unless this is `true`:
   * a fake cookie would connect and sniping would charge real credits for sandbox trades.
   */
  SANDBOX: optionalString.pipe(z.enum(['true', 'false']).optional()),
  /** Seed of the sandbox market, so its listings, users and inventories repeat run after run. */
  SANDBOX_SEED: z.coerce.number().int().min(0).default(1337),
  /** Milliseconds between sandbox feed listings; 0 keeps the feed quiet. */
  SANDBOX_LISTING_INTERVAL_MS: z.coerce.number().int().min(0).default(2000),
  /** How long after it appears a sandbox listing may be joined; 40 s as live CSGORoll (tests shorten it). */
  SANDBOX_JOIN_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(40_000),
  SANDBOX_PROTECTED_SHARE: z.coerce.number().min(0).max(1).default(0.1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLES: z
    .string()
    .default('api,worker')
    .transform((v) => v.split(',').map((r) => r.trim()))
    .pipe(z.array(z.enum(['api', 'worker'])).min(1)),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SUPPORT_EMAIL: z.string().default('support@skinpilot.gg'),
  DISCORD_INVITE_URL: z.string().default('https://discord.gg/skinpilot'),
  REVIEW_SITE_URL: z.string().default('https://www.trustpilot.com/review/skinpilot.gg'),
  DEMO_VIDEO_URL: optionalString,
  ASSETS_BASE_URL: z.string().default('https://community.akamai.steamstatic.com/economy/image'),
  WEB_DIST_DIR: optionalString,
  /** Human check before sign-up, sign-in and reset requests; `disabled` is the default outside production. */
  CAPTCHA_PROVIDER: optionalString.pipe(z.enum(['recaptcha', 'turnstile', 'disabled']).optional()),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_SECRET: optionalString,
  /** `outbox` writes each mail as an .eml file under DATA_DIR/outbox; `smtp` sends through SMTP_URL. */
  MAIL_TRANSPORT: optionalString.pipe(z.enum(['outbox', 'smtp']).optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  DISCORD_CLIENT_ID: optionalString,
  DISCORD_CLIENT_SECRET: optionalString,
  /** Bot token the notifier posts to the admin's channels and users' DMs with; unset keeps messages in the outbox. */
  DISCORD_BOT_TOKEN: optionalString,
  /** Where a proxy test asks for the exit IP, through the proxy; answers `{ "ip": ... }` or plain text. */
  PROXY_IP_CHECK_URL: z
    .url({ message: 'must be an absolute http(s) URL' })
    .default('https://api.ipify.org?format=json'),
  PROXY_TEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  /** Card checkout through Stripe when set (sk_test_... keys put the Pricing page in test mode). */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Crypto invoices through NOWPayments when set. */
  NOWPAYMENTS_API_KEY: optionalString,
  NOWPAYMENTS_IPN_SECRET: optionalString,
  NOWPAYMENTS_API_URL: z.string().default('https://api.nowpayments.io/v1'),
  /**
   * The offline payment provider (checkout pages on this server). Default: on outside production,
   * for whichever of card and crypto has no real provider configured.
   */
  PAYMENTS_SANDBOX: optionalString.pipe(z.enum(['true', 'false']).optional()),
  /** How long a sandbox crypto invoice stays waiting_for_charge after Pay. */
  SANDBOX_CRYPTO_CONFIRM_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  /** A pending checkout holds its licence and discount use this long, so caps hold while people pay. */
  CHECKOUT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Swagger UI at /api/docs; default on outside production, off in production. */
  API_DOCS: optionalString.pipe(z.enum(['true', 'false']).optional()),
  /** The SPA's source maps (*.map); default served outside production, 404 in production. */
  SERVE_SOURCE_MAPS: optionalString.pipe(z.enum(['true', 'false']).optional()),
  /**
   * Addresses or CIDR ranges of the load balancers in front of the API, comma-separated. Only a
   * request from one of them has its X-Forwarded-For believed; with none the header is ignored, so
   * rotating it cannot dodge the per-address limits.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.string().refine(isAddressOrRange, 'must list IP addresses or CIDR ranges, comma-separated')),
    ),
  /** Sign-ups one client address may make in an hour, so per-user limits are not dodged with new users. */
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Set on a cloud instance: this worker runs only that bot session (its user data sets it). */
  WORKER_SESSION_ID: optionalString.pipe(z.uuid({ message: 'must be a session id (uuid)' }).optional()),
  /** Tarball of our build a cloud instance fetches at boot; unset when the image has the build baked in. */
  CLOUD_WORKER_RELEASE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  /** The database address cloud instances connect to (reachable from the cloud); DATABASE_URL when unset. */
  CLOUD_WORKER_DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  /** The aws-ec2 provider: keys, region, image (AMI) and size; AWS_EC2_ENDPOINT only for a non-AWS endpoint. */
  AWS_EC2_ACCESS_KEY_ID: optionalString,
  AWS_EC2_SECRET_ACCESS_KEY: optionalString,
  AWS_EC2_REGION: z.string().trim().min(1).default('eu-central-1'),
  AWS_EC2_ENDPOINT: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  AWS_EC2_IMAGE_ID: optionalString,
  AWS_EC2_INSTANCE_TYPE: z.string().trim().min(1).default('t3.small'),
  AWS_EC2_SUBNET_ID: optionalString,
  /** The hetzner-hcloud provider: API token, location, server type and image. */
  HCLOUD_TOKEN: optionalString,
  HCLOUD_ENDPOINT: z.url({ message: 'must be an absolute URL' }).default('https://api.hetzner.cloud'),
  HCLOUD_LOCATION: z.string().trim().min(1).default('fsn1'),
  HCLOUD_SERVER_TYPE: z.string().trim().min(1).default('cx22'),
  HCLOUD_IMAGE: z.string().trim().min(1).default('ubuntu-24.04'),
  /** The vultr-cloud provider: API key, region, plan, and a snapshot with our build (or a stock OS id). */
  VULTR_API_KEY: optionalString,
  VULTR_ENDPOINT: z.url({ message: 'must be an absolute URL' }).default('https://api.vultr.com'),
  VULTR_REGION: z.string().trim().min(1).default('fra'),
  VULTR_PLAN: z.string().trim().min(1).default('vc2-1c-1gb'),
  VULTR_SNAPSHOT_ID: optionalString,
  VULTR_OS_ID: z.coerce.number().int().min(1).default(2284),
  /** When extra account slots are renewed (pg-boss cron, UTC). */
  EXTRA_SLOT_RENEWAL_CRON: z.string().trim().min(9).default('*/10 * * * *'),
  /**
   * Keyed reference price sources (decision 030), off without their key: with one, the admin can
   * choose the source in System Settings. The keys are sent only to their source, never logged.
   */
  PRICEMPIRE_API_KEY: optionalString,
  CSFLOAT_API_KEY: optionalString,
  CSPRICEBASE_API_KEY: optionalString,
  /** Days the recorded sniping feed (listings seen, decisions, skip counts) is kept (decision 032). */
  FEED_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(14),
});

export type Env = z.infer<typeof envSchema>;

/** The name of every variable the server reads; README.md's Configuration table has one row for each. */
export const configVariables = Object.keys(envSchema.shape);

export type Config = Omit<
  Env,
  | 'DATA_DIR'
  | 'PUBLIC_URL'
  | 'CAPTCHA_PROVIDER'
  | 'MAIL_TRANSPORT'
  | 'MAIL_FROM'
  | 'PAYMENTS_SANDBOX'
  | 'SANDBOX'
  | 'API_DOCS'
  | 'SERVE_SOURCE_MAPS'
> & {
  PAYMENTS_SANDBOX: boolean;
  /** Which of Steam and CSGORoll run on their sandbox; shown to staff on every page in production. */
  TRADING_SANDBOXES: ('steam' | 'csgoroll')[];
  API_DOCS: boolean;
  SERVE_SOURCE_MAPS: boolean;
  DATA_DIR: string;
  PUBLIC_URL: string;
  CAPTCHA_PROVIDER: 'recaptcha' | 'turnstile' | 'disabled';
  MAIL_TRANSPORT: 'outbox' | 'smtp';
  MAIL_FROM: string;
};

export class ConfigError extends Error {}

/** Reads the environment once. A bad value stops the start with one line per variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      // An enumerated setting names its choices in the words a person types, not zod's quoting.
      const message =
        issue.code === 'invalid_value' ? `must be one of ${issue.values.join(', ')}` : issue.message;
      return `${String(issue.path[0])}: ${message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (value.NODE_ENV === 'production' && value.ADMIN_PASSWORD && value.ADMIN_PASSWORD.length < 12) {
    throw new ConfigError(
      'Invalid configuration:\nADMIN_PASSWORD: must be at least 12 characters in production',
    );
  }
  const problems = providerProblems(value);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...value,
    CAPTCHA_PROVIDER: value.CAPTCHA_PROVIDER ?? 'disabled',
    MAIL_TRANSPORT: value.MAIL_TRANSPORT ?? (value.SMTP_URL ? 'smtp' : 'outbox'),
    MAIL_FROM: value.MAIL_FROM ?? `${value.APP_NAME} <no-reply@localhost>`,
    // A sandbox in production would hand out licences for nothing, so it must be asked for there.
    PAYMENTS_SANDBOX: value.PAYMENTS_SANDBOX
      ? value.PAYMENTS_SANDBOX === 'true'
      : value.NODE_ENV !== 'production',
    TRADING_SANDBOXES: tradingSandboxes(value),
    // Developer aids that tell an attacker too much: asked for explicitly in production.
    API_DOCS: value.API_DOCS ? value.API_DOCS === 'true' : value.NODE_ENV !== 'production',
    SERVE_SOURCE_MAPS: value.SERVE_SOURCE_MAPS
      ? value.SERVE_SOURCE_MAPS === 'true'
      : value.NODE_ENV !== 'production',
    DATA_DIR: path.resolve(value.DATA_DIR),
    PUBLIC_URL: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
  };
}

function tradingSandboxes(value: Env): ('steam' | 'csgoroll')[] {
  return [
    ...(value.STEAM_MODE === 'sandbox' ? ['steam' as const] : []),
    ...(value.CSGOROLL_GRAPHQL_URL ? [] : ['csgoroll' as const]),
  ];
}

/** Settings that only make sense together, checked once so a half-configured provider never starts. */
function providerProblems(value: Env): string[] {
  const problems: string[] = [];
  // Like payments, production trades on a sandbox only when told so explicitly.
  if (value.NODE_ENV === 'production' && value.SANDBOX !== 'true') {
    if (value.STEAM_MODE === 'sandbox')
      problems.push(
        'STEAM_MODE: is sandbox (the default) in production; set STEAM_MODE=live, or SANDBOX=true to run on the sandboxes on purpose',
      );
    if (!value.CSGOROLL_GRAPHQL_URL)
      problems.push(
        "CSGOROLL_GRAPHQL_URL: is required in production (without it the sandbox market runs); set it to CSGORoll's endpoint, or SANDBOX=true to run on the sandboxes on purpose",
      );
  }
  if (value.NODE_ENV === 'production' && !value.CAPTCHA_PROVIDER) {
    problems.push('CAPTCHA_PROVIDER: must be chosen in production (recaptcha, turnstile or disabled)');
  }
  if (value.CAPTCHA_PROVIDER === 'recaptcha') {
    if (!value.RECAPTCHA_SITE_KEY)
      problems.push('RECAPTCHA_SITE_KEY: is required when CAPTCHA_PROVIDER is recaptcha');
    if (!value.RECAPTCHA_SECRET)
      problems.push('RECAPTCHA_SECRET: is required when CAPTCHA_PROVIDER is recaptcha');
  }
  if (value.CAPTCHA_PROVIDER === 'turnstile') {
    if (!value.TURNSTILE_SITE_KEY)
      problems.push('TURNSTILE_SITE_KEY: is required when CAPTCHA_PROVIDER is turnstile');
    if (!value.TURNSTILE_SECRET)
      problems.push('TURNSTILE_SECRET: is required when CAPTCHA_PROVIDER is turnstile');
  }
  if (value.MAIL_TRANSPORT === 'smtp' && !value.SMTP_URL) {
    problems.push('SMTP_URL: is required when MAIL_TRANSPORT is smtp');
  }
  if (Boolean(value.DISCORD_CLIENT_ID) !== Boolean(value.DISCORD_CLIENT_SECRET)) {
    problems.push('DISCORD_CLIENT_ID: must be set together with DISCORD_CLIENT_SECRET');
  }
  if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
  }
  if (value.NOWPAYMENTS_API_KEY && !value.NOWPAYMENTS_IPN_SECRET) {
    problems.push('NOWPAYMENTS_IPN_SECRET: is required when NOWPAYMENTS_API_KEY is set');
  }
  return problems;
}
