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
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
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
});

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<
  Env,
  'DATA_DIR' | 'PUBLIC_URL' | 'CAPTCHA_PROVIDER' | 'MAIL_TRANSPORT' | 'MAIL_FROM'
> & {
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
    const lines = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
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
    DATA_DIR: path.resolve(value.DATA_DIR),
    PUBLIC_URL: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
  };
}

/** Settings that only make sense together, checked once so a half-configured provider never starts. */
function providerProblems(value: Env): string[] {
  const problems: string[] = [];
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
  return problems;
}
