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
