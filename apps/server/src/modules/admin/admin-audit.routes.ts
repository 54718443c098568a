import { listAdminPurchases, listAuditLog as listAuditLogEndpoint } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerEndpoint } from '../../http/register-endpoint';
import { listAuditLog } from './audit/audit-log';
import { listPurchases } from './purchases/list-purchases';

/** The read-only records staff look back at: the audit log and every purchase. */
export function adminAuditRoutes(app: FastifyInstance, deps: { db: Db }) {
  registerEndpoint(app, listAuditLogEndpoint, (request) => listAuditLog(deps.db, request.query));
  registerEndpoint(app, listAdminPurchases, (request) => listPurchases(deps.db, request.query));
}
