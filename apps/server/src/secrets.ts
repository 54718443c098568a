import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from './config';

export type Secrets = {
  jwtSecret: string;
  encryptionKey: Buffer;
  /** Keys rotated out (ENCRYPTION_KEYS_PREVIOUS): they still open values sealed before a rotation. */
  previousEncryptionKeys?: Buffer[];
  embeddedPostgresPassword: string;
};

/**
 * Outside production a missing secret is generated once and kept in DATA_DIR (mode 0600), so that
 * tokens and encrypted values survive a restart. In production a missing secret stops the start:
 * a generated key on one machine would not match the other API processes.
 */
export function resolveSecrets(config: Config): Secrets {
  const missing = (['JWT_SECRET', 'ENCRYPTION_KEY'] as const).filter((k) => !config[k]);
  if (config.NODE_ENV === 'production' && missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((k) => `${k}: is required in production`).join('\n')}`,
    );
  }
  const jwtSecret =
    config.JWT_SECRET ??
    keptSecret(config.DATA_DIR, 'jwt-secret', () => randomBytes(48).toString('base64url'));
  const keyHex =
    config.ENCRYPTION_KEY ??
    keptSecret(config.DATA_DIR, 'encryption-key', () => randomBytes(32).toString('hex'));
  // Only the embedded cluster uses it; it never leaves DATA_DIR.
  const embeddedPostgresPassword = config.DATABASE_URL
    ? ''
    : keptSecret(config.DATA_DIR, 'pg-password', () => randomBytes(24).toString('base64url'));
  return {
    jwtSecret,
    encryptionKey: Buffer.from(keyHex, 'hex'),
    previousEncryptionKeys: config.ENCRYPTION_KEYS_PREVIOUS.map((hex) => Buffer.from(hex, 'hex')),
    embeddedPostgresPassword,
  };
}

function keptSecret(dataDir: string, name: string, generate: () => string): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // DATA_DIR itself stays traversable: the embedded PostgreSQL runs as its own system user.
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Written whole under a name of this process's, then linked into place: processes starting
  // together on one DATA_DIR all use the value of the first to link, and none reads a half-written file.
  const written = `${file}.${process.pid}`;
  writeFileSync(written, `${generate()}\n`, { mode: 0o600 });
  chmodSync(written, 0o600);
  try {
    linkSync(written, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(written, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}
