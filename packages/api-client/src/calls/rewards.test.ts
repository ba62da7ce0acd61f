import { configureApiClient } from '@portal/api-client/http';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey, redeemReward, rewardSearchParams, searchRewards } from './rewards.ts';

const BASE = 'http://portal.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => configureApiClient({ baseUrl: BASE, isMemberSession: () => true, isOnLoginPage: () => false }));

const voucher = {
  id: 7,
  voucherNumber: '418273645501',
  status: 'issued',
  kind: 'reward',
  rewardId: 3,
  rewardName: 'J$500 Grocery Voucher',
  valueJmd: 500,
  pointsCost: 500,
  issuedAt: '2026-03-01T15:00:00.000Z',
  expiresAt: '2026-05-30T15:00:00.000Z',
  usedAt: null,
  terms: 'Not exchangeable for cash.',
  imageUrl: '/media/rewards/grocery-voucher-500.svg',
};

describe('reward search parameters (requirements §19.4)', () => {
  it('sends categories repeated, the sort as the provider names it, and paging', () => {
    const params = rewardSearchParams({
      query: 'fuel voucher',
      categories: ['dining', 'fuel'],
      sort: 'v.points,desc',
      page: 1,
      size: 12,
    });
    expect(params.toString()).toBe(
      'query=fuel+voucher&shouldPage=true&page=1&size=12&categories=dining&categories=fuel&sort=v.points%2Cdesc',
    );
  });

  it('leaves out an empty query, no categories and no sort', () => {
    expect(rewardSearchParams({ query: '', categories: [], page: 0, size: 12 }).toString()).toBe(
      'shouldPage=true&page=0&size=12',
    );
  });

  it('reaches rewards/search with them and parses the page', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/api/v1/rewards/search`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ content: [], page: { number: 0, size: 12, totalElements: 0, totalPages: 0 } });
      }),
    );
    const page = await searchRewards({ categories: ['fuel', 'dining'], page: 0, size: 12 });
    expect(page.page.totalElements).toBe(0);
    expect(url?.searchParams.getAll('categories')).toEqual(['fuel', 'dining']);
  });
});

describe('redeem', () => {
  it('posts with the idempotency key and resolves with the voucher and the new balance', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post(`${BASE}/api/v1/rewards/3/redeem`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ voucher, points: 1200 }, { status: keys.length === 1 ? 201 : 200 });
      }),
    );
    const key = newIdempotencyKey();
    expect(await redeemReward(3, key)).toEqual({ voucher, points: 1200 });
    // A retry of the same confirmation sends the same key.
    await redeemReward(3, key);
    expect(keys).toEqual([key, key]);
  });

  it('rejects with the provider error, so the page can tell short balances from the rest', async () => {
    server.use(
      http.post(`${BASE}/api/v1/rewards/3/redeem`, () =>
        HttpResponse.json({ code: 'insufficient_points', message: 'You need 10 more points.' }, { status: 409 }),
      ),
    );
    await expect(redeemReward(3, newIdempotencyKey())).rejects.toEqual({
      status: 409,
      code: 'insufficient_points',
      message: 'You need 10 more points.',
    });
  });

  it('makes keys the provider accepts, different each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_.:-]{16,128}$/);
  });
});
