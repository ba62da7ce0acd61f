import { configureApiClient } from '@portal/api-client/http';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyPassword, deleteAccount, getTransactions, validatePhoneNumber } from './account.ts';
import { register } from './bff.ts';
import { linkCard } from './cards.ts';
import { claimPromoCode, getPromoCode } from './promo-codes.ts';

const BASE = 'http://portal.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  configureApiClient({ baseUrl: BASE, isMemberSession: () => true, isOnLoginPage: () => false });
});

const page = { content: [], page: { number: 1, size: 20, totalElements: 25, totalPages: 2 } };
const registration = {
  prefix: null,
  firstName: 'Tanisha',
  lastName: 'Brown',
  emailAddress: 'tanisha@example.com',
  phoneNumber: '8765550111',
  birthdate: '1995-03-08',
  gender: null,
  password: 'Blue-Mountain-42',
  termsAccepted: true as const,
  captchaToken: 'captcha-token',
};

describe('account calls', () => {
  it('asks for a page of transactions with size and page', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}/api/v1/account/transactions`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json(page);
      }),
    );
    await getTransactions({ size: 20, page: 1 });
    expect(query).toBe('?size=20&page=1');
    await getTransactions({ size: 5 });
    expect(query).toBe('?size=5');
  });

  it('password apply rejects with the first message of its errors list (requirements §20.2)', async () => {
    server.use(
      http.post(`${BASE}/api/v1/account/password/apply`, () =>
        HttpResponse.json(
          {
            code: 'invalid_link',
            message: 'Link expired',
            errors: [{ field: 'token', message: 'This password reset link has expired.' }, { message: 'second' }],
          },
          { status: 400 },
        ),
      ),
    );
    await expect(applyPassword('a'.repeat(32), 'Blue-Mountain-42')).rejects.toBe(
      'This password reset link has expired.',
    );
  });

  it('deletes with the token and the account number in the query', async () => {
    let url = '';
    server.use(
      http.delete(`${BASE}/api/v1/account`, ({ request }) => {
        url = request.url;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(deleteAccount('b'.repeat(32), '20000001')).resolves.toBeUndefined();
    expect(new URL(url).searchParams.get('token')).toBe('b'.repeat(32));
    expect(new URL(url).searchParams.get('cardNumber')).toBe('20000001');
  });

  it('rejects a field check whose answer has the wrong shape', async () => {
    server.use(http.post(`${BASE}/api/v1/account/validate/phone-number`, () => HttpResponse.json({ ok: true })));
    await expect(validatePhoneNumber('8765550142')).rejects.toMatchObject({ code: 'unexpected_response' });
  });
});

describe('register (the BFF register payload)', () => {
  it('sends tokenService plus the fields to /bff/token', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/bff/token`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'verification-sent', emailAddress: 'tanisha@example.com' }, { status: 202 });
      }),
    );
    await expect(register(registration)).resolves.toEqual({
      status: 'verification-sent',
      emailAddress: 'tanisha@example.com',
    });
    expect(body).toEqual({ tokenService: 'client', ...registration });
  });

  it('rejects with null when no response comes back, and with the body when one does (requirements §20.2)', async () => {
    server.use(http.post(`${BASE}/bff/token`, () => HttpResponse.error()));
    await expect(register(registration)).rejects.toBeNull();
    server.use(
      http.post(`${BASE}/bff/token`, () =>
        HttpResponse.json({ code: 'validation_failed', message: 'Invalid input' }, { status: 400 }),
      ),
    );
    await expect(register(registration)).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('does not try to refresh a session on a 401', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/bff/token`, async ({ request }) => {
        const payload = (await request.json()) as { grant_type?: string };
        if (payload.grant_type === 'refresh_token') refreshes += 1;
        return HttpResponse.json({ code: 'unauthorized', message: 'no' }, { status: 401 });
      }),
    );
    await expect(register(registration)).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
  });
});

describe('promo codes and cards', () => {
  it('puts the code in the path, escaped', async () => {
    let path = '';
    server.use(
      http.get(`${BASE}/api/v1/promo-codes/:code`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ code: 'X', message: 'unknown' }, { status: 404 });
      }),
    );
    await expect(getPromoCode('ISLAND250')).rejects.toMatchObject({ status: 404 });
    expect(path).toBe('/api/v1/promo-codes/ISLAND250');
  });

  it('claims with the phone number and links a card with its two fields', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/api/v1/promo-codes/ISLAND250/claim`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { code: 'ISLAND250', pointsAwarded: 250, points: 1250, claimedAt: '2026-11-22T10:00:00.000Z' },
          { status: 201 },
        );
      }),
      http.post(`${BASE}/api/v1/fgb-customer-number`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { code: 'card_not_linked', message: 'Your card was not linked to your account.' },
          { status: 422 },
        );
      }),
    );
    await expect(claimPromoCode('ISLAND250', '8765550142')).resolves.toMatchObject({ points: 1250 });
    await expect(linkCard({ customerNumber: '44178028', cardLastFour: '1234' })).rejects.toMatchObject({
      status: 422,
      code: 'card_not_linked',
    });
    expect(bodies).toEqual([{ phoneNumber: '8765550142' }, { customerNumber: '44178028', cardLastFour: '1234' }]);
  });
});
