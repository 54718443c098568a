import { randomUUID } from 'node:crypto';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { installAuthentication } from './http/authenticate';
import { installErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logger';
import { registerOpenApi } from './http/openapi';
import { serveSpa } from './http/spa';
import { adminDashboardRoutes } from './modules/admin/admin-dashboard.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { orchestrationsRoutes } from './modules/bots/orchestrations.routes';
import { adminDiscountsRoutes } from './modules/billing/admin-discounts.routes';
import { proxiesRoutes } from './modules/bots/proxies.routes';
import { adminProductsRoutes } from './modules/catalogue/admin-products.routes';
import { refundRoutes } from './modules/market/refund.routes';
import { overviewRoutes } from './modules/market/overview.routes';
import { adminSettingsRoutes } from './modules/catalogue/admin-settings.routes';
import { snipingStatusRoutes } from './modules/bots/sniping-status.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { paymentCallbackRoutes } from './modules/billing/payment-callbacks.routes';
import { healthRoutes } from './modules/health/health.routes';
import { stripeClient } from './integrations/payments/stripe-card';
import { publicConfigRoutes } from './modules/system/public-config.routes';
import { authRoutes } from './modules/users/auth.routes';
import { discordRoutes } from './modules/users/discord.routes';
import { resolveActor } from './modules/users/session';
import { twoFactorRoutes } from './modules/users/two-factor/two-factor.routes';
import { createUsersContext } from './modules/users/users-context';
import { usersRoutes } from './modules/users/users.routes';
import { createProviders, type Providers } from './integrations/providers';
import { accountSettingsRoutes } from './modules/trading-accounts/account-settings.routes';
import { createAccountVault } from './modules/trading-accounts/account-vault';
import { vaultOf } from './modules/vault/vault-keys';
import { extraSlotsRoutes } from './modules/trading-accounts/extra-slots.routes';
import type { AccountConnectors } from './modules/trading-accounts/trading-context';
import { tradingAccountsRoutes } from './modules/trading-accounts/trading-accounts.routes';
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
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

export type RegisteredRoute = { method: string; url: string; auth: string };

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
  }
}

/** Builds the whole HTTP application without listening: main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config.LOG_LEVEL),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: deps.config.NODE_ENV === 'production',
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
  installErrorHandler(app);
  await app.register(formBody, { bodyLimit: BODY_LIMIT_BYTES });
  await registerOpenApi(app, deps.config.APP_NAME);

  const providers: Providers = { ...createProviders(deps.config, app.log), ...deps.providers };
  const users = createUsersContext({ db: deps.db, config: deps.config, secrets: deps.secrets, providers });
  installAuthentication(app, (token) => resolveActor(users, token));
  const billing = { db: deps.db, config: deps.config, providers, now: providers.clock };
  // Webhook signatures are checked locally; without a key the client is never used to call out.
  const stripe = stripeClient(deps.config.STRIPE_SECRET_KEY ?? 'sk_test_webhook_verification_only');

  await app.register(
    async (main) => {
      healthRoutes(main, deps);
      publicConfigRoutes(main, deps);
      authRoutes(main, users);
      usersRoutes(main, users);
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
      refundRoutes(main, { db: deps.db, now: providers.clock });
      adminUsersRoutes(main, { db: deps.db, now: providers.clock });
      adminDashboardRoutes(main, { db: deps.db, now: providers.clock });
      billingRoutes(main, billing);
      await paymentCallbackRoutes(main, billing, stripe);
    },
    { prefix: '/api' },
  );
  const trading = {
    db: deps.db,
    vault: createAccountVault(deps.secrets),
    connectors: deps.connectors,
    now: providers.clock,
  };
  await app.register(
    async (tradingApi) => {
      snipingStatusRoutes(tradingApi, deps);
      tradingAccountsRoutes(tradingApi, trading);
      accountSettingsRoutes(tradingApi, trading);
      extraSlotsRoutes(tradingApi, trading);
      overviewRoutes(tradingApi, trading);
    },
    { prefix: '/api/trading' },
  );

  if (deps.webDistDir) await serveSpa(app, deps.webDistDir);
  return app;
}
