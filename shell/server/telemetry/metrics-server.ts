import { createServer } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * Serves `GET /metrics` (Prometheus text format) on `host:port`, a listener apart from the
 * public one, so no proxy in front of the BFF can expose it by mistake. Resolves, once
 * listening, to the port it listens on (port 0 picks a free one) and the function that closes it.
 */
export async function startMetricsServer(
  registry: Registry,
  listen: { host: string; port: number },
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) =>
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : listen.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
