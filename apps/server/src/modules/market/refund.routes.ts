import { refundWithdrawal } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import * as refunds from './refund-withdrawal';

export function refundRoutes(app: FastifyInstance, deps: refunds.RefundDeps) {
  registerEndpoint(app, refundWithdrawal, (request) =>
    refunds.refundWithdrawal(deps, actorOf(request).id, request.body),
  );
}
