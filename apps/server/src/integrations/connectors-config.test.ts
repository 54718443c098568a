import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { connectorsConfig } from './connectors-config';

describe('connectors configuration', () => {
  it('runs the sandbox market and sandbox Steam by default', () => {
    const config = connectorsConfig(loadConfig({ NODE_ENV: 'test' }));
    expect(config.csgoroll.graphqlUrl).toBeUndefined();
    expect(config.steam.mode).toBe('sandbox');
    expect(config.sandboxSeed).toBe(1337);
  });

  it('goes live with an endpoint, STEAM_MODE=live and optional mirrors', () => {
    const config = connectorsConfig(
      loadConfig({
        NODE_ENV: 'test',
        CSGOROLL_GRAPHQL_URL: 'https://router.csgoroll.com/graphql',
        CSGOROLL_FALLBACK_URLS: 'https://router.csgoroll.gg/graphql, https://api.csgoroll.com/graphql',
        STEAM_MODE: 'live',
      }),
    );
    expect(config.csgoroll).toEqual({
      graphqlUrl: 'https://router.csgoroll.com/graphql',
      wsUrl: undefined,
      authUrl: undefined,
      fallbackGraphqlUrls: ['https://router.csgoroll.gg/graphql', 'https://api.csgoroll.com/graphql'],
    });
    expect(config.steam.mode).toBe('live');
  });

  it('refuses a bad STEAM_MODE and a bad previous key with one line each', () => {
    const load = () => loadConfig({ STEAM_MODE: 'real', ENCRYPTION_KEYS_PREVIOUS: 'abc' });
    expect(load).toThrow(/^STEAM_MODE: /m);
    expect(load).toThrow(/^ENCRYPTION_KEYS_PREVIOUS: must list 64-hex-character keys, comma-separated$/m);
  });
});
