import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectProcessMetrics, httpDuration, httpRequests } from './registry';
import { metricsContentType, readMetrics, type MetricsSources } from './read-metrics';

/**
 * Counts and times every answered request by its route pattern (never the raw URL, whose ids would
 * make a series per user). Requests no route matched count as `unmatched`.
 */
export function countHttpRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ route, method: request.method, status: String(reply.statusCode) });
    httpDuration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics on the public port, only with METRICS_TOKEN configured and given as a bearer token
 * (404 without the setting, 401 with a wrong token). METRICS_PORT serves the same off the public port.
 */
export function metricsRoutes(app: FastifyInstance, sources: MetricsSources, token: string | undefined) {
  collectProcessMetrics();
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) {
      return reply
        .status(404)
        .send({ detail: 'Metrics are off on this port: set METRICS_TOKEN or METRICS_PORT.' });
    }
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      return reply
        .status(401)
        .send({ detail: 'GET /metrics needs the configured METRICS_TOKEN as a bearer token.' });
    }
    const text = await readMetrics(sources);
    return reply.type(metricsContentType).send(text);
  });
}
