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
import { orchestrationsRoutes } from './modules/bots/orchestrations.routes';
import { snipingStatusRoutes } from './modules/bots/sniping-status.routes';
import { healthRoutes } from './modules/health/health.routes';
import { publicConfigRoutes } from './modules/system/public-config.routes';
import { authRoutes } from './modules/users/auth.routes';
import { discordRoutes } from './modules/users/discord.routes';
import { resolveActor } from './modules/users/session';
import { twoFactorRoutes } from './modules/users/two-factor/two-factor.routes';
import { createUsersContext } from './modules/users/users-context';
import { usersRoutes } from './modules/users/users.routes';
import { createProviders, type Providers } from './integrations/providers';
import type { Secrets } from './secrets';

export type AppDeps = {
  config: Config;
  db: Db;
  secrets: Secrets;
  /** The built SPA; left out by API-only tests. */
  webDistDir?: string;
  /** The outside world (captcha, mail, Discord, clock); real ones from config unless given. */
  providers?: Partial<Providers>;
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

  await app.register(
    async (main) => {
      healthRoutes(main, deps);
      publicConfigRoutes(main, deps);
      authRoutes(main, users);
      usersRoutes(main, users);
      twoFactorRoutes(main, users);
      discordRoutes(main, users);
      orchestrationsRoutes(main, { db: deps.db, now: providers.clock });
    },
    { prefix: '/api' },
  );
  await app.register(
    async (trading) => {
      snipingStatusRoutes(trading, deps);
    },
    { prefix: '/api/trading' },
  );

  if (deps.webDistDir) await serveSpa(app, deps.webDistDir);
  return app;
}
