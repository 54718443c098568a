import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  testDiscountCode,
  updateDiscountCode,
} from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import * as service from './admin-discounts.service';

export function adminDiscountsRoutes(app: FastifyInstance, deps: service.AdminDiscountsDeps) {
  registerEndpoint(app, listDiscountCodes, (request) => service.listDiscountCodes(deps, request.query));
  registerEndpoint(app, createDiscountCode, (request) =>
    service.createDiscountCode(deps, actorOf(request).id, request.body),
  );
  registerEndpoint(app, updateDiscountCode, (request) =>
    service.updateDiscountCode(deps, actorOf(request).id, request.params.id, request.body),
  );
  registerEndpoint(app, deleteDiscountCode, (request) =>
    service.deleteDiscountCode(deps, actorOf(request).id, request.params.id),
  );
  registerEndpoint(app, testDiscountCode, (request) => service.testDiscountCodeFor(deps, request.body));
}
