import { providerOpenApiDocument } from '@portal/contracts/provider/openapi/openapi-document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, TEST_CLIENT, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

describe('GET /openapi.json', () => {
  it('answers the provider contract to anyone, cacheable, without a secret in it', async () => {
    const response = await provider.app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual(providerOpenApiDocument());
    expect(response.body).not.toContain(TEST_CLIENT.secret);
    expect(response.body).not.toContain(provider.settings.portalOrigin);
  });

  it('answers 304 to a client that holds the current version', async () => {
    const first = await provider.app.inject({ url: '/openapi.json' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await provider.app.inject({ url: '/openapi.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await provider.app.inject({ url: '/openapi.json', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });
});
