import {
  addProxy,
  getHttpRotatingProxy,
  listProxies,
  removeProxy,
  saveHttpRotatingProxy,
  testHttpRotatingProxy,
  testProxy,
} from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import * as rotating from './http-rotating-proxy.service';
import * as proxies from './proxies.service';

export function proxiesRoutes(app: FastifyInstance, deps: proxies.ProxiesDeps) {
  registerEndpoint(app, listProxies, () => proxies.listProxies(deps));
  registerEndpoint(app, addProxy, (request) => proxies.addProxy(deps, actorOf(request).id, request.body));
  registerEndpoint(app, removeProxy, (request) =>
    proxies.removeProxy(deps, actorOf(request).id, request.params.id),
  );
  registerEndpoint(app, testProxy, (request) => proxies.testProxy(deps, request.params.id));
  registerEndpoint(app, getHttpRotatingProxy, () => rotating.getHttpRotatingProxy(deps));
  registerEndpoint(app, saveHttpRotatingProxy, (request) =>
    rotating.saveHttpRotatingProxy(deps, actorOf(request).id, request.body),
  );
  registerEndpoint(app, testHttpRotatingProxy, () => rotating.testHttpRotatingProxy(deps));
}
