import { createCaptchaSolver } from './captcha/create-solver';
import { csgorollJoinCaptcha } from './captcha/csgoroll-captcha';
import { createCaptchaPool } from './captcha/token-pool';
import { createCsgorollClient } from './csgoroll/csgoroll-client';
import { LIVE_FALLBACK_GRAPHQL_URLS, resolveEndpoints, type CsgorollEndpoints } from './csgoroll/endpoints';
import { startSandboxCsgoroll, type SandboxCsgorollServer } from './sandbox/csgoroll-server';
import { checkProxySandbox, createSandboxSteamClient } from './sandbox/sandbox-steam-client';
import { createSteamWorld, type SteamWorld } from './sandbox/steam-world';
import { assertAuthenticatorSecret } from './steam/credential-checks';
import { createLiveSteamClient } from './steam/live-steam-client';
import { checkProxyLive } from './steam/proxy-check';
import type { Connectors, ConnectorsConfig } from './types/connectors';
import type { CaptchaTokens } from './types/captcha';
import type { CsgorollClient } from './types/csgoroll';
import type { SteamClient } from './types/steam';

/** Handles on the sandbox market, for tests, the benchmark and the demo tooling. */
export type SandboxHandles = { csgoroll: SandboxCsgorollServer | null; steam: SteamWorld | null };

/** How often the sandbox Steam world sends each signed-in account a new offer. */
const SANDBOX_OFFER_INTERVAL_MS = 5 * 60_000;

/**
 * Builds the connectors for one process. Without a CSGORoll endpoint the sandbox market is started
 * on loopback and the real CSGORoll client talks to it; STEAM mode `sandbox` swaps the Steam
 * libraries for the sandbox's Steam stand-in behind the same SteamClient interface.
 */
export async function createConnectors(
  config: ConnectorsConfig,
): Promise<Connectors & { sandbox: SandboxHandles }> {
  const isCsgorollLive = Boolean(config.csgoroll.graphqlUrl);
  const sandboxServer = isCsgorollLive
    ? null
    : await startSandboxCsgoroll({
        seed: config.sandboxSeed,
        listingIntervalMs: config.sandboxListingIntervalMs ?? 2000,
        canJoinAfterMs: config.sandboxCanJoinAfterMs,
        buyerRate: config.sandboxBuyerRate,
        protectedShare: config.sandboxProtectedShare,
      });
  const endpoints: CsgorollEndpoints = sandboxServer
    ? resolveEndpoints({
        graphqlUrl: sandboxServer.graphqlUrl,
        wsUrl: sandboxServer.wsUrl,
        authUrl: sandboxServer.authUrl,
      })
    : resolveEndpoints({
        graphqlUrl: config.csgoroll.graphqlUrl!,
        wsUrl: config.csgoroll.wsUrl,
        authUrl: config.csgoroll.authUrl,
        fallbackGraphqlUrls: config.csgoroll.fallbackGraphqlUrls ?? LIVE_FALLBACK_GRAPHQL_URLS,
      });
  const steamWorld =
    config.steam.mode === 'sandbox'
      ? createSteamWorld({ seed: config.sandboxSeed, offerIntervalMs: SANDBOX_OFFER_INTERVAL_MS })
      : null;
  const csgorollClients = new Set<CsgorollClient>();
  const steamClients = new Set<SteamClient>();
  const captchaPools = new Set<CaptchaTokens>();

  const connectors: Connectors & { sandbox: SandboxHandles } = {
    mode: { csgoroll: isCsgorollLive ? 'live' : 'sandbox', steam: config.steam.mode },
    sandbox: { csgoroll: sandboxServer, steam: steamWorld },
    csgoroll(credentials, options = {}) {
      const client = createCsgorollClient(endpoints, credentials, options);
      csgorollClients.add(client);
      const close = client.close;
      return { ...client, close: async () => (csgorollClients.delete(client), close()) };
    },
    steam(credentials, options = {}) {
      const client = steamWorld
        ? createSandboxSteamClient(steamWorld, credentials, options)
        : createLiveSteamClient(credentials, {
            assetsBaseUrl: config.assetsBaseUrl,
            onRefreshToken: options.onRefreshToken,
            onSkippedItem: (reason) => config.logger?.warn({ steam: credentials.username }, reason),
          });
      steamClients.add(client);
      const logOut = client.logOut;
      return { ...client, logOut: async () => (steamClients.delete(client), logOut()) };
    },
    captchaTokens(provider, options = {}) {
      const solver = createCaptchaSolver(sandboxServer ? 'sandbox' : provider, config.captcha);
      const pool = createCaptchaPool({
        solver,
        task: csgorollJoinCaptcha(endpoints.siteOrigin),
        size: options.size,
        onError: (error) =>
          config.logger?.warn({ err: error, provider: solver.provider }, 'captcha solve failed'),
      });
      captchaPools.add(pool);
      return pool;
    },
    async verifyCsgoroll(credentials) {
      const client = connectors.csgoroll(credentials);
      try {
        const user = await client.signIn();
        return { user, sessionCookie: client.sessionCookie()! };
      } finally {
        await client.close();
      }
    },
    async verifySteam(credentials) {
      assertAuthenticatorSecret('shared_secret', credentials.sharedSecret);
      assertAuthenticatorSecret('identity_secret', credentials.identitySecret);
      const proxy = await connectors.checkProxy(credentials.proxy);
      const client = connectors.steam(credentials);
      try {
        const session = await client.logIn();
        return { session, profile: await client.profile(), proxy };
      } finally {
        await client.logOut();
      }
    },
    async checkProxy(proxy) {
      return steamWorld ? checkProxySandbox(proxy) : checkProxyLive(proxy);
    },
    async close() {
      await Promise.all([...csgorollClients].map((c) => c.close()));
      await Promise.all([...steamClients].map((c) => c.logOut()));
      captchaPools.forEach((pool) => pool.close());
      steamWorld?.stop();
      await sandboxServer?.close();
    },
  };
  return connectors;
}
