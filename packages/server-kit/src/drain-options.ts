import type { FastifyInstance } from 'fastify';

/**
 * How every server of the portal drains when it is stopped (SIGTERM, `app.close()`): a request
 * that reaches it on a connection already open is served as usual, with `Connection: close`;
 * idle connections are closed at once, and new ones are refused.
 *
 * Why not Fastify's default (a bare 503 for such a request): that 503 is written before any hook
 * runs, so it carries none of the server's own headers. From a remote's origin it has no
 * `Access-Control-Allow-Origin`, which the browser reports as a CORS error rather than an
 * unavailable remote; from a BFF it would look to nginx like "the shared store is down", which
 * must not be retried (docs/operations.md); and the provider has no peer to retry on at all.
 * Serving the request costs at most one request's time per connection.
 */
export const drainOptions = {
  return503OnClosing: false,
  forceCloseConnections: 'idle',
} as const;

/** How often a draining server closes the connections that have gone idle since it began. */
const IDLE_SWEEP_MS = 100;

/**
 * Lets a stopping server exit as soon as its last request is answered. Node closes the idle
 * connections once, when the server begins to close; a request still in flight then is answered
 * on a keep-alive connection, which goes idle afterwards and stays open until the client drops it
 * or the keep-alive timeout (72 s) ends — so `app.close()` waited that long. Seen in the e2e
 * suite: a remote's origin stopped while Chromium's prefetch was in flight took over 50 s to exit.
 * While the server drains, connections that have gone idle are closed every 100 ms.
 */
export function closeIdleConnectionsWhileDraining(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    // An app that never listened (tests inject into it) has no connections to wait for.
    if (!app.server.listening) return done();
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
    done();
  });
}
