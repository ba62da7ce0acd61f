import { configureApiClient } from '@portal/api-client/http';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getApplePass, getGoogleWalletLink } from './wallet.ts';

const BASE = 'http://portal.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => configureApiClient({ baseUrl: BASE, isMemberSession: () => true, isOnLoginPage: () => false }));

describe('wallet calls', () => {
  it('fetches the member card’s pass, or a voucher’s, as a file', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/api/v1/*`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'content-type': 'application/vnd.apple.pkpass' },
        });
      }),
    );
    const card = await getApplePass();
    expect(card.type).toBe('application/vnd.apple.pkpass');
    expect(new Uint8Array(await card.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    await getApplePass('418273645501');
    expect(asked).toEqual(['/api/v1/account/card/apple-pass', '/api/v1/vouchers/418273645501/apple-pass']);
  });

  it('takes a Google link only when it points at Google Wallet', async () => {
    server.use(
      http.get(`${BASE}/api/v1/account/card/google-wallet-link`, () =>
        HttpResponse.json({ saveUrl: 'https://pay.google.com/gp/v/save/a.b.c' }),
      ),
      http.get(`${BASE}/api/v1/vouchers/418273645501/google-wallet-link`, () =>
        HttpResponse.json({ saveUrl: 'https://evil.example/gp/v/save/a.b.c' }),
      ),
    );
    expect(await getGoogleWalletLink()).toEqual({ saveUrl: 'https://pay.google.com/gp/v/save/a.b.c' });
    await expect(getGoogleWalletLink('418273645501')).rejects.toMatchObject({ code: 'unexpected_response' });
  });
});
