import { configureApiClient } from '@portal/api-client/http';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getVoucher, searchVouchers } from './vouchers.ts';

const BASE = 'http://portal.test';
const server = setupServer();

const voucher = {
  id: 7,
  voucherNumber: '418273645501',
  status: 'issued',
  kind: 'reward',
  rewardId: 3,
  rewardName: 'J$1,000 Grocery Voucher',
  valueJmd: 1000,
  pointsCost: 1000,
  issuedAt: '2026-11-20T15:00:00.000Z',
  expiresAt: '2027-02-19T04:59:59.999Z',
  usedAt: null,
  terms: 'Not exchangeable for cash.',
  imageUrl: '/media/rewards/grocery-voucher-1000.svg',
};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => configureApiClient({ baseUrl: BASE, isMemberSession: () => true, isOnLoginPage: () => false }));

describe('voucher calls', () => {
  it('searches with shouldPage, page, size, a repeated status and the sort', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(`${BASE}/api/v1/vouchers/search`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({
          content: [voucher],
          page: { number: 1, size: 12, totalElements: 13, totalPages: 2 },
        });
      }),
    );
    const page = await searchVouchers({ statuses: ['issued', 'expired'], page: 1, size: 12, sort: 'issuedAt,desc' });
    expect(page.content[0]?.voucherNumber).toBe('418273645501');
    expect(query?.get('shouldPage')).toBe('true');
    expect(query?.get('page')).toBe('1');
    expect(query?.get('size')).toBe('12');
    expect(query?.getAll('status')).toEqual(['issued', 'expired']);
    expect(query?.get('sort')).toBe('issuedAt,desc');
  });

  it('rejects a voucher that is not found with the body and its 404', async () => {
    server.use(
      http.get(`${BASE}/api/v1/vouchers/:id`, () =>
        HttpResponse.json({ code: 'not_found', message: 'Voucher not found.' }, { status: 404 }),
      ),
    );
    await expect(getVoucher('100000000009')).rejects.toEqual({
      status: 404,
      code: 'not_found',
      message: 'Voucher not found.',
    });
  });

  it('refuses a voucher whose status is not one of the seven', async () => {
    server.use(http.get(`${BASE}/api/v1/vouchers/:id`, () => HttpResponse.json({ ...voucher, status: 'redeemed' })));
    await expect(getVoucher(7)).rejects.toMatchObject({ code: 'unexpected_response' });
  });
});
