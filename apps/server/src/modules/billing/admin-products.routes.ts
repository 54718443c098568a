import {
  archiveAdminProduct,
  createAdminProduct,
  createAdminProductAtLegacyPath,
  deleteAdminProduct,
  deleteAdminProductAtLegacyPath,
  listAdminProducts,
  restoreAdminProduct,
  updateAdminProduct,
} from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import * as service from './admin-products.service';

export function adminProductsRoutes(app: FastifyInstance, deps: service.AdminProductsDeps) {
  registerEndpoint(app, listAdminProducts, () => service.listAdminProducts(deps));
  registerEndpoint(app, createAdminProduct, (request) =>
    service.createAdminProduct(deps, actorOf(request).id, request.body),
  );
  registerEndpoint(app, updateAdminProduct, (request) =>
    service.updateAdminProduct(deps, actorOf(request).id, request.params.product_id, request.body),
  );
  registerEndpoint(app, deleteAdminProduct, (request) =>
    service.deleteAdminProduct(deps, actorOf(request).id, request.params.product_id),
  );
  registerEndpoint(app, archiveAdminProduct, (request) =>
    service.archiveAdminProduct(deps, actorOf(request).id, request.params.product_id),
  );
  registerEndpoint(app, restoreAdminProduct, (request) =>
    service.restoreAdminProduct(deps, actorOf(request).id, request.params.product_id),
  );
  registerEndpoint(app, createAdminProductAtLegacyPath, (request) =>
    service.createAdminProduct(deps, actorOf(request).id, request.body),
  );
  registerEndpoint(app, deleteAdminProductAtLegacyPath, (request) =>
    service.deleteAdminProduct(deps, actorOf(request).id, request.params.product_id),
  );
}
