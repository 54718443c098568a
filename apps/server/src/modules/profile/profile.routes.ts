import { getMe } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { getProfile } from './get-profile';

export function profileRoutes(app: FastifyInstance, ctx: { db: Db }) {
  registerEndpoint(app, getMe, (request) => getProfile(ctx.db, actorOf(request).id));
}
