import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@skinpilot/domain';
import { forbidden, unauthorized } from '../errors/app-error';

/** Who is calling, as established from a valid bearer token and the current user row. */
export type Actor = { id: string; role: Role; email: string; username: string };

export type AuthLevel = 'none' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    actor?: Actor;
  }
}

/** Turns a bearer token into the actor, or undefined for a bad, expired or revoked token. */
export type ActorResolver = (token: string) => Promise<Actor | undefined>;

/**
 * Every route states its level in `config.auth` (the contract descriptor's `auth`). This hook runs
 * before the body is read: a call without a valid token is a 401, a signed-in caller without the
 * role is a 403, and handlers behind it can rely on `request.actor`.
 */
export function installAuthentication(app: FastifyInstance, resolveActor: ActorResolver): void {
  app.decorateRequest('actor', undefined);
  app.addHook('onRequest', async (request, reply) => {
    const level = request.routeOptions.config?.auth ?? 'none';
    // An answer for one person (or one that hands out a token) is never kept by a browser or a
    // proxy cache (ASVS 8.2.1); set first, so the 401 and 403 answers carry it too.
    if (level !== 'none' || request.headers.authorization || request.method !== 'GET')
      reply.header('cache-control', 'no-store');
    if (level === 'none') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized('Not authenticated.');
    const actor = await resolveActor(token);
    if (!actor) throw unauthorized('Your session has expired. Please sign in again.');
    if (level === 'admin' && actor.role !== 'admin') throw forbidden();
    request.actor = actor;
  });
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The actor of a route whose level is `user` or `admin`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized('Not authenticated.');
  return request.actor;
}
