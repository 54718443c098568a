import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Proxy urls carry credentials; only socks5/http(s) with a host and a port are accepted. */
const proxyUrl = (schemes: readonly string[]) =>
  z
    .string({ message: 'URL and label are required' })
    .trim()
    .min(1, 'URL and label are required')
    .max(500, 'must be at most 500 characters')
    .refine(
      (value) => {
        // scheme://[user[:password]@]host:port with nothing after the port (no URL global here).
        const match = /^([a-z0-9]+):\/\/(?:[^\s@/]+@)?(\[[0-9a-fA-F:]+\]|[^\s:@/[\]]+):(\d{1,5})\/?$/.exec(
          value,
        );
        return match !== null && schemes.includes(match[1]!) && Number(match[3]) <= 65535;
      },
      `must be a ${schemes.join(' or ')} URL with a host and a port, such as ${schemes[0]}://user:pass@host:1080`,
    );

export const proxyHealthStatuses = ['online', 'error', 'unknown'] as const;

export const proxyConnection = z.object({
  roll_id: z.string().nullable(),
  connected: z.boolean(),
  reconnect_attempts: z.number().int(),
  user_email: z.string().nullable(),
  steam_id: z.string().nullable(),
});

export const proxy = z.object({
  id: z.string(),
  label: z.string(),
  /** The url with its password masked; the full url never leaves the server. */
  url_display: z.string(),
  max_connections: z.number().int(),
  current_connections: z.number().int(),
  status: z.enum(proxyHealthStatuses),
  error_count: z.number().int(),
  last_error: z.string().nullable(),
  last_checked: z.string().nullable(),
  exit_ip: z.string().nullable(),
  detailed_connections: z.array(proxyConnection),
});

export const proxyList = z.object({
  proxies: z.array(proxy),
  total_count: z.number().int(),
  total_capacity: z.number().int(),
  active_connections: z.number().int(),
  healthy_count: z.number().int(),
});

export const addProxyBody = z.strictObject({
  url: proxyUrl(['socks5', 'socks5h', 'socks4', 'http', 'https']),
  label: z
    .string({ message: 'URL and label are required' })
    .trim()
    .min(1, 'URL and label are required')
    .max(100, 'must be at most 100 characters'),
  max_connections: z.coerce
    .number({ message: 'must be a number from 1 to 10' })
    .int('must be a whole number')
    .min(1, 'must be from 1 to 10')
    .max(10, 'must be from 1 to 10')
    .default(5),
});

const proxyId = z.strictObject({ id: z.uuid({ message: 'must be a proxy id' }) });

export const proxyTestResult = z.object({
  status: z.enum(proxyHealthStatuses),
  ip: z.string().nullable(),
  error: z.string().nullable(),
  latency_ms: z.number().int().nullable(),
});

export const listProxies = defineEndpoint({
  method: 'GET',
  path: '/admin/proxies',
  api: 'main',
  auth: 'admin',
  summary: 'Every proxy with its connections, health, totals and capacity',
  response: proxyList,
});

export const addProxy = defineEndpoint({
  method: 'POST',
  path: '/admin/proxies',
  api: 'main',
  auth: 'admin',
  summary: 'Add a proxy (url and label required, 1 to 10 connections, 5 by default)',
  body: addProxyBody,
  response: z.object({ message: z.string(), proxy }),
  status: 201,
});

export const removeProxy = defineEndpoint({
  method: 'DELETE',
  path: '/admin/proxies/:id',
  api: 'main',
  auth: 'admin',
  summary: 'Remove a proxy; refused for the last one; its connections move to the others',
  params: proxyId,
  response: z.object({ message: z.string(), connections_moved: z.number().int() }),
});

export const testProxy = defineEndpoint({
  method: 'POST',
  path: '/admin/proxies/:id/test',
  api: 'main',
  auth: 'admin',
  summary: 'Connect through one proxy and report its exit IP; updates its health',
  params: proxyId,
  response: proxyTestResult,
});

export const httpRotatingProxy = z.object({
  enabled: z.boolean(),
  label: z.string(),
  url_display: z.string().nullable(),
  status: z.enum(proxyHealthStatuses),
  last_checked: z.string().nullable(),
  error_count: z.number().int(),
  last_error: z.string().nullable(),
  exit_ip: z.string().nullable(),
});

export const saveHttpRotatingProxyBody = z.strictObject({
  enabled: z.boolean(),
  label: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  /** Left out or empty keeps the saved url, so the masked display never has to be sent back. */
  url: z
    .union([z.literal(''), proxyUrl(['http', 'https'])])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});

export const getHttpRotatingProxy = defineEndpoint({
  method: 'GET',
  path: '/admin/http-rotating-proxy',
  api: 'main',
  auth: 'admin',
  summary: 'The HTTP rotating proxy: enabled, label, masked url and health',
  response: httpRotatingProxy,
});

export const saveHttpRotatingProxy = defineEndpoint({
  method: 'POST',
  path: '/admin/http-rotating-proxy',
  api: 'main',
  auth: 'admin',
  summary: 'Save the HTTP rotating proxy',
  body: saveHttpRotatingProxyBody,
  response: z.object({ message: z.string(), proxy: httpRotatingProxy }),
});

export const testHttpRotatingProxy = defineEndpoint({
  method: 'POST',
  path: '/admin/http-rotating-proxy/test',
  api: 'main',
  auth: 'admin',
  summary: 'Connect through the HTTP rotating proxy and report its exit IP',
  response: proxyTestResult,
});
