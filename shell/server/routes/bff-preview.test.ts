import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_LINK_MAX_MS, signPreviewLink } from '../preview/preview-link.ts';
import { buildTestBff, ORIGIN } from '../testing/test-bff.ts';

const SECRET = 'a-deploy-secret-of-at-least-thirty-two-chars';
// No request reaches the provider: a preview link is the BFF's own.
const NO_PROVIDER = 'http://127.0.0.1:9';

let bff: FastifyInstance;
beforeAll(async () => {
  bff = (await buildTestBff(NO_PROVIDER, { deploySecret: SECRET })).app;
});
afterAll(() => bff.close());

const open = (url: string) => bff.inject({ method: 'GET', url });
const pathOf = (link: string) => link.slice(ORIGIN.length);

describe('GET /bff/preview', () => {
  it('starts a preview from a link it signed: the cookie, then 303 to the remote’s first page', async () => {
    const link = signPreviewLink(ORIGIN, SECRET, {
      target: 'rewards',
      version: '0123456789ab',
      expires: Date.now() + PREVIEW_LINK_MAX_MS / 2,
    });
    const response = await open(pathOf(link));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/rewards');
    expect(String(response.headers['set-cookie'])).toMatch(/preview/);
  });

  it('refuses a malformed, forged or expired link with the same 403 page and no cookie', async () => {
    const good = new URL(
      signPreviewLink(ORIGIN, SECRET, { target: 'vouchers', version: '0123456789ab', expires: Date.now() + 60_000 }),
    );
    const forged = new URL(good);
    forged.searchParams.set('version', 'ba9876543210');
    const malformed = new URL(good);
    malformed.searchParams.set('version', '../../x');
    const repeated = `${pathOf(good.href)}&target=info`;
    for (const url of ['/bff/preview', pathOf(malformed.href), repeated, pathOf(forged.href)]) {
      const response = await open(url);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('This preview link is not valid or has expired.');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});
