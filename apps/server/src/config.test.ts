import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a plain `npm start`', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.NODE_ENV).toBe('development');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR).toMatch(/\.data$/);
    expect(config.ROLES).toEqual(['api', 'worker']);
  });

  it('names each bad variable and what is wrong, one line each', () => {
    try {
      loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', ENCRYPTION_KEY: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const lines = (error as Error).message.split('\n');
      expect(lines).toEqual([
        'Invalid configuration:',
        'PORT: must be from 0 to 65535',
        'DATABASE_URL: must be a postgres:// or postgresql:// URL',
        'ENCRYPTION_KEY: must be 64 hex characters (32 bytes)',
      ]);
    }
  });

  it('names the choices of an enumerated setting given an unknown value', () => {
    expect(() => loadConfig({ STEAM_MODE: 'bogus' })).toThrow(
      new ConfigError('Invalid configuration:\nSTEAM_MODE: must be one of sandbox, live'),
    );
  });

  it('refuses a production start on the sandbox Steam or market without SANDBOX=true, naming both', () => {
    const production = { NODE_ENV: 'production', CAPTCHA_PROVIDER: 'disabled' };
    expect(() => loadConfig(production)).toThrow(
      [
        'Invalid configuration:',
        'STEAM_MODE: is sandbox (the default) in production; set STEAM_MODE=live, or SANDBOX=true to run on the sandboxes on purpose',
        "CSGOROLL_GRAPHQL_URL: is required in production (without it the sandbox market runs); set it to CSGORoll's endpoint, or SANDBOX=true to run on the sandboxes on purpose",
      ].join('\n'),
    );
    expect(() => loadConfig({ ...production, STEAM_MODE: 'live' })).toThrow(/CSGOROLL_GRAPHQL_URL/);
    expect(() => loadConfig({ ...production, SANDBOX: 'false' })).toThrow(/STEAM_MODE/);
    expect(loadConfig({ ...production, SANDBOX: 'true' }).TRADING_SANDBOXES).toEqual(['steam', 'csgoroll']);
    const live = loadConfig({
      ...production,
      STEAM_MODE: 'live',
      CSGOROLL_GRAPHQL_URL: 'https://router.csgoroll.com/graphql',
    });
    expect(live.TRADING_SANDBOXES).toEqual([]);
    expect(loadConfig({}).TRADING_SANDBOXES).toEqual(['steam', 'csgoroll']);
  });

  it('refuses an unknown role', () => {
    expect(() => loadConfig({ ROLES: 'api,cron' })).toThrow(/ROLES/);
  });
});
