import type { SealedColumn } from '../vault/sealed-column';
import { httpRotatingProxy, proxies } from './proxies.schema';
import { PROXY_URL_PURPOSE } from './proxy-url';

/** Proxy urls carry their credentials, so they are sealed. */
export const botsSealedColumns: SealedColumn[] = [
  {
    name: 'proxies.url_sealed',
    table: proxies,
    keys: { id: proxies.id },
    column: proxies.urlSealed,
    purpose: PROXY_URL_PURPOSE,
  },
  {
    name: 'http_rotating_proxy.url_sealed',
    table: httpRotatingProxy,
    keys: { id: httpRotatingProxy.id },
    column: httpRotatingProxy.urlSealed,
    purpose: PROXY_URL_PURPOSE,
  },
];
