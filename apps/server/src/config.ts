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
});

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'DATA_DIR' | 'PUBLIC_URL'> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
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
  return {
    ...value,
    DATA_DIR: path.resolve(value.DATA_DIR),
    PUBLIC_URL: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
  };
}
