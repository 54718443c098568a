import { randomUUID } from 'node:crypto';
import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { installAuthentication } from './http/authenticate';
import { installErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logger';
import { runAsRequest } from './http/request-context';
import { registerOpenApi } from './http/openapi';
import { installJsonBodyParser } from './http/json-body-parser';
import { installPlainTextGuard } from './http/plain-text-guard';
import { installSecurityHeaders } from './http/security-headers';
import { serveSpa } from './http/spa';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard.routes';
import { adminFleetCaptureRoutes } from './modules/admin/admin-fleet-capture.routes';
import { adminAuditRoutes } from './modules/admin/admin-audit.routes';
import { adminUserActionsRoutes } from './modules/admin/admin-user-actions.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { orchestrationsRoutes } from './modules/orchestration/orchestrations.routes';
import { adminDiscountsRoutes } from './modules/billing/admin-discounts.routes';
import { proxiesRoutes } from './modules/orchestration/proxies.routes';
import { adminProductsRoutes } from './modules/billing/admin-products.routes';
import { refundRoutes } from './modules/market/refund.routes';
import { overviewRoutes } from './modules/market/overview.routes';
import { listingsRoutes } from './modules/deposits/listings.routes';
import { adminSettingsRoutes } from './modules/system-config/admin-settings.routes';
import { pricesRoutes } from './modules/prices/prices.routes';
import { priceFeedKeysOf } from './integrations/reference-prices/price-feed-keys';
import { requestReferencePrices } from './modules/prices/reference-prices.job';
import { notificationOutboxRoutes } from './modules/notifications/notification-outbox.routes';
import { snipingStatusRoutes } from './modules/orchestration/sniping-status.routes';
import { captureRoutes } from './modules/sniping-feed/capture.routes';
import { backtestRoutes } from './modules/sniping-feed/backtest.routes';
import {
  connectionStringOf,
  createLiveEventHub,
  type LiveEventHub,
} from './modules/live-events/live-event-hub';
import { liveEventsRoutes, type LiveStreamOptions } from './modules/live-events/live-events.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { paymentCallbackRoutes } from './modules/billing/payment-callbacks.routes';
import { sandboxConfirmationQueue } from './modules/billing/sandbox-confirmation.job';
import { healthRoutes } from './modules/health/health.routes';
import { countHttpRequests, metricsRoutes } from './modules/metrics/metrics.routes';
import type { Readiness } from './modules/health/readiness';
import { stripeClient } from './integrations/payments/stripe-card';
import { publicConfigRoutes } from './modules/system/public-config.routes';
import { authRoutes } from './modules/users/auth.routes';
import { discordRoutes } from './modules/users/discord.routes';
import { resolveActor } from './modules/users/session';
import { twoFactorRoutes } from './modules/users/two-factor/two-factor.routes';
import { createUsersContext } from './modules/users/users-context';
import { usersRoutes } from './modules/users/users.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProviders, type Providers } from './integrations/providers';
import { accountSettingsRoutes } from './modules/trading-accounts/account-settings.routes';
import { createAccountVault } from './modules/trading-accounts/account-vault';
import { vaultOf } from './modules/vault/vault-keys';
import { extraSlotsRoutes } from './modules/trading-accounts/extra-slots.routes';
import { firstSnapshotQueue } from './modules/trading-accounts/first-snapshot';
import type { AccountConnectors } from './modules/trading-accounts/trading-context';
import { tradingAccountsRoutes } from './modules/trading-accounts/trading-accounts.routes';
import { steamToolsOf } from './modules/steam-tools/steam-tools-setup';
import type { Secrets } from './secrets';

export type AppDeps = {
  config: Config;
  db: Db;
  secrets: Secrets;
  /** The built SPA; left out by API-only tests. */
  webDistDir?: string;
  /** The outside world (captcha, mail, Discord, clock); real ones from config unless given. */
  providers?: Partial<Providers>;
  /** Steam and CSGORoll; main.ts starts them from config, tests hand in fakes. */
  connectors?: AccountConnectors;
  /** The pg-boss queue (main.ts starts it); API tests leave it out. */
  jobs?: PgBoss;
  /** Where log lines go; stdout unless a test reads them. */
  logStream?: NodeJS.WritableStream;
  /** CLIENT_TIMEOUTS unless a test shortens them. */
  clientTimeouts?: typeof CLIENT_TIMEOUTS;
  /** The live event streams' heartbeat and limits, unless a test shortens them. */
  liveStreams?: LiveStreamOptions;
  /** Shutting down, and the worker's last round, for GET /api/health/ready (main.ts fills it in). */
  readiness?: Readiness;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * How long a client may take, so slow or stalled clients cannot hold sockets (README, Production):
 * the headers within 10 s of connecting, the whole request (headers and body) within 30 s, and an
 * idle keep-alive connection is closed after 5 s. Node checks these every second. The answer may
 * take longer (a CSGORoll log-in waits up to 40 s): these bound the client, not our work.
 */
export const CLIENT_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

export type RegisteredRoute = { method: string; url: string; auth: string };

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
    /** The open event streams of this process (the bench counts them). */
    liveEvents: LiveEventHub;
  }
}

/** Builds the whole HTTP application without listening: main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const timeouts = deps.clientTimeouts ?? CLIENT_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(deps.config.LOG_LEVEL, deps.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // One name for a request's id in every process's lines: the API's, its jobs' and its bots'.
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Only the configured load balancers may name the client; anyone else's X-Forwarded-For is ignored.
    trustProxy: deps.config.TRUSTED_PROXIES.length > 0 ? deps.config.TRUSTED_PROXIES : false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // Every route the app serves, for the route-guard test that walks all admin routes.
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, auth: route.config?.auth ?? 'none' });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Everything the request's handler calls runs as caused by it (request-context.ts).
  app.addHook('onRequest', (request, _reply, done) => runAsRequest(request.id, done));
  countHttpRequests(app);
  installErrorHandler(app);
  installJsonBodyParser(app);
  installPlainTextGuard(app);
  installSecurityHeaders(app, deps.config);
  await app.register(formBody, { bodyLimit: BODY_LIMIT_BYTES });
  await registerOpenApi(app, deps.config.APP_NAME, { ui: deps.config.API_DOCS });

  const providers: Providers = { ...createProviders(deps.config, app.log), ...deps.providers };
  const users = createUsersContext({ db: deps.db, config: deps.config, secrets: deps.secrets, providers });
  installAuthentication(app, (token) => resolveActor(users, token));
  const billing = {
    db: deps.db,
    config: deps.config,
    providers,
    now: providers.clock,
    sandboxConfirmations: deps.jobs ? await sandboxConfirmationQueue(deps.jobs) : undefined,
  };
  // Webhook signatures are checked locally; without a key the client is never used to call out.
  const stripe = stripeClient(deps.config.STRIPE_SECRET_KEY ?? 'sk_test_webhook_verification_only');

  await app.register(
    async (main) => {
      healthRoutes(main, deps);
      publicConfigRoutes(main, deps);
      authRoutes(main, users);
      usersRoutes(main, users);
      profileRoutes(main, { db: deps.db });
      twoFactorRoutes(main, users);
      discordRoutes(main, users);
      orchestrationsRoutes(main, { db: deps.db, now: providers.clock });
      proxiesRoutes(main, {
        db: deps.db,
        vault: vaultOf(deps.secrets),
        probe: providers.proxyProbe,
        now: providers.clock,
      });
      adminProductsRoutes(main, { db: deps.db, now: providers.clock });
      adminDiscountsRoutes(main, { db: deps.db, now: providers.clock });
      adminSettingsRoutes(main, { db: deps.db });
      pricesRoutes(main, {
        db: deps.db,
        keys: priceFeedKeysOf(deps.config),
        requestRefresh: deps.jobs ? () => requestReferencePrices(deps.jobs!) : undefined,
      });
      notificationOutboxRoutes(main, {
        db: deps.db,
        botTokenConfigured: Boolean(deps.config.DISCORD_BOT_TOKEN),
      });
      refundRoutes(main, { db: deps.db, now: providers.clock });
      adminUsersRoutes(main, { db: deps.db, now: providers.clock });
      adminAuditRoutes(main, { db: deps.db });
      adminUserActionsRoutes(main, {
        db: deps.db,
        now: providers.clock,
        mailer: providers.mailer,
        publicUrl: deps.config.PUBLIC_URL,
        appName: deps.config.APP_NAME,
      });
      adminDashboardRoutes(main, { db: deps.db, now: providers.clock });
      adminFleetCaptureRoutes(main, { db: deps.db, now: providers.clock });
      billingRoutes(main, billing);
      await paymentCallbackRoutes(main, billing, stripe);
    },
    { prefix: '/api' },
  );
  // One LISTEN connection per API process, opened with the first event stream (decision 028).
  const liveEvents: LiveEventHub = createLiveEventHub(connectionStringOf(deps.db));
  app.decorate('liveEvents', liveEvents);
  // Before the server waits for its connections to end: open streams never end by themselves.
  app.addHook('preClose', () => liveEvents.close());
  const trading = {
    db: deps.db,
    vault: createAccountVault(deps.secrets),
    connectors: deps.connectors,
    now: providers.clock,
    firstSnapshots: deps.jobs ? await firstSnapshotQueue(deps.jobs) : undefined,
  };
  await app.register(
    async (tradingApi) => {
      snipingStatusRoutes(tradingApi, deps);
      captureRoutes(tradingApi, trading);
      backtestRoutes(tradingApi, trading);
      tradingAccountsRoutes(tradingApi, trading);
      accountSettingsRoutes(tradingApi, trading);
      extraSlotsRoutes(tradingApi, trading);
      steamToolsOf(
        tradingApi,
        trading,
        providers.proxyProbe,
        deps.connectors,
        deps.config.NODE_ENV === 'production',
      );
      overviewRoutes(tradingApi, trading);
      listingsRoutes(tradingApi, trading, deps.config.NODE_ENV === 'production');
      liveEventsRoutes(tradingApi, liveEvents, deps.liveStreams);
    },
    { prefix: '/api/trading' },
  );

  metricsRoutes(app, { db: deps.db, eventStreams: () => liveEvents.count() }, deps.config.METRICS_TOKEN);

  if (deps.webDistDir) await serveSpa(app, deps.webDistDir, deps.config.PUBLIC_URL);
  return app;
}
