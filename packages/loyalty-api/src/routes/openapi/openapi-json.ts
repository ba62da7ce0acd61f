import { createHash } from 'node:crypto';
import { providerOpenApiDocument } from '@portal/contracts/provider/openapi/openapi-document';
import type { ProviderApp } from '../../context.ts';

/** Cached by browsers and proxies for an hour; the ETag lets them revalidate for nothing after. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * GET /openapi.json — the provider contract this provider implements (docs/provider-openapi.json,
 * generated from the same route table). Public: it holds routes and schemas, no secret and no
 * setting of this instance. Built once, on the first request.
 */
export function registerOpenApiJson(app: ProviderApp): void {
  let built: { body: string; etag: string } | undefined;
  const document = () => {
    if (!built) {
      const body = JSON.stringify(providerOpenApiDocument());
      built = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    return built;
  };

  app.get('/openapi.json', async (request, reply) => {
    const { body, etag } = document();
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
