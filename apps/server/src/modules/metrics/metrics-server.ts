import { createServer, type Server } from 'node:http';
import { collectProcessMetrics } from './registry';
import { metricsContentType, readMetrics, type MetricsSources } from './read-metrics';

/**
 * METRICS_PORT: GET /metrics for Prometheus on a port of its own, so a worker-only process (which
 * opens no public port) is scraped too, and an API's figures need no token on the public port.
 * Bind it to a private interface (METRICS_HOST, loopback by default).
 */
export async function startMetricsServer(
  port: number,
  host: string,
  sources: MetricsSources,
): Promise<Server> {
  collectProcessMetrics();
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('GET /metrics only\n');
      return;
    }
    readMetrics(sources).then(
      (text) => response.writeHead(200, { 'content-type': metricsContentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(503, { 'content-type': 'text/plain' })
          .end(`metrics unavailable: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
