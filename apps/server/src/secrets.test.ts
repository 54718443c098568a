import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { resolveSecrets } from './secrets';
import { tempDir } from '../test/temp-dir';

const dataDir = () => tempDir('secrets');

describe('resolveSecrets', () => {
  it('generates missing secrets once, keeps them in DATA_DIR with mode 0600, and reuses them', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const first = resolveSecrets(config);
    const second = resolveSecrets(config);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(first.encryptionKey).toHaveLength(32);
    for (const name of ['jwt-secret', 'encryption-key', 'pg-password']) {
      expect(statSync(path.join(config.DATA_DIR, 'secrets', name)).mode & 0o777).toBe(0o600);
    }
  });

  it('uses the configured secrets when given', () => {
    const key = 'ab'.repeat(32);
    const secrets = resolveSecrets(
      loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'j'.repeat(40), ENCRYPTION_KEY: key }),
    );
    expect(secrets.jwtSecret).toBe('j'.repeat(40));
    expect(secrets.encryptionKey.toString('hex')).toBe(key);
  });

  it('stops a production start that lacks them', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SANDBOX: 'true',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://x@y/z',
      CAPTCHA_PROVIDER: 'disabled',
    });
    expect(() => resolveSecrets(config)).toThrow(ConfigError);
    expect(() => resolveSecrets(config)).toThrow(
      'JWT_SECRET: is required in production\nENCRYPTION_KEY: is required in production',
    );
  });
});
