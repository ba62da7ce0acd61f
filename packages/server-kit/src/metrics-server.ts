import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * Serves `GET /metrics` (Prometheus text format), and each of `json`'s paths as JSON, on
 * `host:port`, a listener apart from the public one, so no proxy in front of the BFF can expose
 * them by mistake. Resolves, once
 * listening, to the port it listens on (port 0 picks a free one) and the function that closes it.
 */
export async function startMetricsServer(
  registry: Registry,
  listen: { host: string; port: number },
  json: Readonly<Record<string, () => Promise<unknown>>> = {},
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0] ?? '';
    const answer = Object.hasOwn(json, path) ? json[path] : undefined;
    if (request.method === 'GET' && answer) {
      answer().then(
        (body) =>
          response
            .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
            .end(JSON.stringify(body)),
        () => response.writeHead(503).end(),
      );
      return;
    }
    if (request.method !== 'GET' || path !== '/metrics') {
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

/**
 * Serves `registry` on its own listener (metrics-server above) alongside `app`: it starts as the
 * app gets ready, before the app's own listener binds, and closes with the app. The app's log says
 * where; `port()` too, once it listens (port 0 picks a free one). Why before: a metrics port that
 * is taken then stops the start (EADDRINUSE from `listen`) instead of leaving an instance that
 * Prometheus cannot scrape (an `onListen` hook's error is only logged); and an app listening on
 * port 0 can no longer be handed the metrics port itself, as a unit test's was in CI's run of
 * 5c68302 (its /metrics answered with the portal's page).
 */
export function serveMetricsAlongside(
  app: FastifyInstance,
  registry: Registry,
  listen: { host: string; port: number },
  json: Readonly<Record<string, () => Promise<unknown>>> = {},
): { port(): number | undefined } {
  let server: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  app.addHook('onReady', async () => {
    server = await startMetricsServer(registry, listen, json);
    app.log.info({ host: listen.host, port: server.port }, 'GET /metrics served on its own port');
  });
  app.addHook('onClose', async () => server?.close());
  return { port: () => server?.port };
}
