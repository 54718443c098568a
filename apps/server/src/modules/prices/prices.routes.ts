import * as contract from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { chooseReferencePriceSource, type PriceAdminDeps } from './choose-price-source';
import { referencePricesStatus } from './reference-prices-status';

export function pricesRoutes(app: FastifyInstance, deps: PriceAdminDeps) {
  registerEndpoint(app, contract.getReferencePricesStatus, () => referencePricesStatus(deps.db, deps.keys));
  registerEndpoint(app, contract.chooseReferencePriceSource, (request) =>
    chooseReferencePriceSource(deps, actorOf(request).id, request.body.source),
  );
}
