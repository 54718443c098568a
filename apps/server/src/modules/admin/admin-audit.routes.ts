import { listAuditLog as listAuditLogEndpoint } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { listAuditLog } from './audit/audit-log';

export function adminAuditRoutes(app: FastifyInstance, deps: { db: Db }) {
  registerEndpoint(app, listAuditLogEndpoint, (request) => listAuditLog(deps.db, request.query));
}
