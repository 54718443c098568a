import type { ConnectorsConfig } from '@skinpilot/connectors';
import type { Config } from '../config';

/**
 * The connectors' settings from the server's configuration. No CSGORoll URL means the sandbox
 * market; STEAM_MODE picks the Steam stand-in or the real platform. Nothing else changes between
 * the two, so an account goes live by configuration alone.
 */
export function connectorsConfig(config: Config): ConnectorsConfig {
  const fallbacks = config.CSGOROLL_FALLBACK_URLS?.split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  return {
    csgoroll: {
      graphqlUrl: config.CSGOROLL_GRAPHQL_URL,
      wsUrl: config.CSGOROLL_WS_URL,
      authUrl: config.CSGOROLL_AUTH_URL,
      ...(fallbacks ? { fallbackGraphqlUrls: fallbacks } : {}),
    },
    steam: { mode: config.STEAM_MODE },
    captcha: { capsolverApiKey: config.CAPSOLVER_API_KEY, capmonsterApiKey: config.CAPMONSTER_API_KEY },
    sandboxSeed: config.SANDBOX_SEED,
    sandboxListingIntervalMs: config.SANDBOX_LISTING_INTERVAL_MS,
    sandboxCanJoinAfterMs: config.SANDBOX_JOIN_WAIT_MS,
    sandboxProtectedShare: config.SANDBOX_PROTECTED_SHARE,
    assetsBaseUrl: config.ASSETS_BASE_URL,
  };
}
