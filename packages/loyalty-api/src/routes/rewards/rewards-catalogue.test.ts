import { PAGE_SIZE_MAX } from '@portal/contracts/provider/pagination';
import {
  type Reward,
  RewardCategoryListSchema,
  RewardListSchema,
  RewardPageSchema,
  RewardSchema,
} from '@portal/contracts/provider/rewards';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, REWARDS } from '../../seed/catalogue.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let clientToken: string;

beforeAll(async () => {
  provider = await startTestProvider();
  clientToken = provider.ctx.tokens.issueClientToken(provider.settings.clientId).access_token;
});
afterAll(() => provider.close());

const get = (url: string, bearer: string | null = clientToken) =>
  provider.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

/** A page of search results, checked against the contract the portal parses it with. */
async function search(params: string): Promise<v.InferOutput<typeof RewardPageSchema>> {
  const response = await get(`/api/v1/rewards/search?shouldPage=true&${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(RewardPageSchema, response.json());
}

const slugsOf = (rewards: Reward[]) => rewards.map((reward) => reward.slug);
const ended = REWARDS.filter((r) => r.endsInDays !== undefined && r.endsInDays < 0).map((r) => r.slug);
const listed = REWARDS.filter((r) => !ended.includes(r.slug));

describe('GET /api/v1/reward-category', () => {
  it('lists the eight categories alphabetically by name, for visitors too', async () => {
    const response = await get('/api/v1/reward-category');
    expect(response.statusCode).toBe(200);
    const categories = v.parse(RewardCategoryListSchema, response.json());
    expect(categories.map((c) => c.name)).toEqual(CATEGORIES.map((c) => c.name).sort((a, b) => a.localeCompare(b)));
  });

  it('needs a token', async () => {
    expect((await get('/api/v1/reward-category', null)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/rewards', () => {
  it('without paging: a plain list of the catalogue, ended rewards left out', async () => {
    const response = await get('/api/v1/rewards');
    expect(response.statusCode).toBe(200);
    const rewards = v.parse(RewardListSchema, response.json());
    expect(rewards).toHaveLength(listed.length);
    expect(slugsOf(rewards)).not.toContain('ice-cream-treat');
  });

  it('with paging: pages in the catalogue order that add up to the whole list', async () => {
    const first = v.parse(RewardPageSchema, (await get('/api/v1/rewards?shouldPage=true&page=0&size=15')).json());
    const second = v.parse(RewardPageSchema, (await get('/api/v1/rewards?shouldPage=true&page=1&size=15')).json());
    const third = v.parse(RewardPageSchema, (await get('/api/v1/rewards?shouldPage=true&page=2&size=15')).json());
    expect(first.page).toEqual({ number: 0, size: 15, totalElements: listed.length, totalPages: 3 });
    const all = [...first.content, ...second.content, ...third.content];
    expect(new Set(slugsOf(all)).size).toBe(listed.length);
    // Redeemable rewards first, then the ones coming soon, then sold out.
    const order = all.map((reward) => reward.availability);
    expect(order.indexOf('upcoming')).toBeGreaterThan(order.lastIndexOf('available'));
    expect(order.indexOf('sold-out')).toBeGreaterThan(order.lastIndexOf('upcoming'));
  });

  it('answers past the last page with an empty page and the right totals', async () => {
    const beyond = v.parse(RewardPageSchema, (await get('/api/v1/rewards?shouldPage=true&page=9&size=15')).json());
    expect(beyond.content).toEqual([]);
    expect(beyond.page.totalElements).toBe(listed.length);
  });

  it('bounds the page size', async () => {
    expect((await get(`/api/v1/rewards?shouldPage=true&size=${PAGE_SIZE_MAX + 1}`)).statusCode).toBe(400);
    expect((await get('/api/v1/rewards?shouldPage=true&size=0')).statusCode).toBe(400);
    expect((await get('/api/v1/rewards?page=-1')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/rewards/search', () => {
  it('finds words in the name and in the description, as prefixes, any case', async () => {
    expect(slugsOf((await search('query=fuel')).content)).toEqual(
      expect.arrayContaining(['fuel-voucher-1000', 'fuel-voucher-2000', 'fuel-voucher-5000']),
    );
    // Only in a description: "Blue Mountain coffee" in the breakfast basket.
    expect(slugsOf((await search('query=COFFEE')).content)).toEqual(['breakfast-basket']);
    // Prefix and stemming: "groc" and "groceries" both find the grocery vouchers.
    const prefix = slugsOf((await search('query=groc')).content);
    expect(prefix).toContain('grocery-voucher-500');
    expect(slugsOf((await search('query=groceries')).content)).toContain('grocery-voucher-500');
    // Every word must match.
    expect(slugsOf((await search('query=jerk%20chicken%20two')).content)).toEqual(['jerk-meal-for-two']);
  });

  it('ranks name matches first when no sort is asked for', async () => {
    const results = (await search('query=voucher')).content;
    expect(results.length).toBeGreaterThan(5);
    expect(results[0]?.name).toMatch(/voucher/i);
  });

  it('answers an empty page when nothing matches, and treats punctuation as nothing', async () => {
    const none = await search('query=zzzzqqq');
    expect(none.content).toEqual([]);
    expect(none.page).toMatchObject({ totalElements: 0, totalPages: 0 });
    const punctuation = await search(`query=${encodeURIComponent("'&|!:*()")}`);
    expect(punctuation.page.totalElements).toBe(listed.length);
  });

  it('filters by several categories at once, repeated or comma-separated, by slug or id', async () => {
    const repeated = await search('categories=dining&categories=pharmacy&size=50');
    const expected = listed.filter((r) => r.category === 'dining' || r.category === 'pharmacy').map((r) => r.slug);
    expect(slugsOf(repeated.content).sort()).toEqual([...expected].sort());
    const comma = await search('categories=dining,pharmacy&size=50');
    expect(slugsOf(comma.content).sort()).toEqual([...expected].sort());
    const dining = repeated.content.find((r) => r.category.slug === 'dining')!.category.id;
    const byId = await search(`categories=${dining}&size=50`);
    expect(byId.content.every((r) => r.category.slug === 'dining')).toBe(true);
    expect(byId.content.length).toBeGreaterThan(0);
    // A category that does not exist matches nothing, rather than being ignored.
    expect((await search('categories=no-such-category')).page.totalElements).toBe(0);
  });

  it('sorts by points both ways and by newest activeDate, in SQL', async () => {
    const asc = (await search('sort=v.points,asc&size=100')).content.map((r) => r.points);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search(`sort=${encodeURIComponent('v.points,desc')}&size=100`)).content.map((r) => r.points);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await search('sort=activeDate&size=100')).content.map((r) => r.activeDate);
    expect(newest).toEqual([...newest].sort().reverse());
    // The two rewards not active yet are the newest.
    expect((await search('sort=activeDate&size=2')).content.map((r) => r.availability)).toEqual([
      'upcoming',
      'upcoming',
    ]);
  });

  it('combines search, filter, sort and paging without overlap between pages', async () => {
    const params = 'query=voucher&categories=groceries&categories=fuel&sort=v.points,desc&size=2';
    const first = await search(`${params}&page=0`);
    const second = await search(`${params}&page=1`);
    expect(first.page.totalElements).toBeGreaterThanOrEqual(4);
    expect(first.page.totalPages).toBe(Math.ceil(first.page.totalElements / 2));
    const both = [...first.content, ...second.content];
    expect(new Set(slugsOf(both)).size).toBe(4);
    expect(both.map((r) => r.points)).toEqual([...both.map((r) => r.points)].sort((a, b) => b - a));
    for (const reward of both) {
      expect(['groceries', 'fuel']).toContain(reward.category.slug);
      expect(`${reward.name} ${reward.description}`).toMatch(/voucher/i);
    }
  });

  it('answers a plain list without shouldPage', async () => {
    const response = await get('/api/v1/rewards/search?query=fuel');
    expect(v.parse(RewardListSchema, response.json()).length).toBeGreaterThan(0);
  });

  it('refuses an unknown sort, a malformed category and an overlong query', async () => {
    for (const params of [
      'sort=name,asc',
      'sort=points;drop table rewards',
      'categories=..%2Fetc',
      `query=${'a'.repeat(101)}`,
      Array.from({ length: 21 }, (_, i) => `categories=c${i}`).join('&'),
    ]) {
      const response = await get(`/api/v1/rewards/search?${params}`);
      expect(response.statusCode, params).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});

describe('GET /api/v1/rewards/{id}', () => {
  it('returns a reward with its category, image, dates and availability', async () => {
    const { content } = await search('query=baby');
    const id = content[0]!.id;
    const response = await get(`/api/v1/rewards/${id}`);
    expect(response.statusCode).toBe(200);
    const reward = v.parse(RewardSchema, response.json());
    expect(reward).toMatchObject({
      slug: 'baby-care-bundle',
      name: 'Baby Care Bundle',
      points: 2600,
      valueJmd: 2800,
      stock: 3,
      availability: 'available',
      imageUrl: '/media/rewards/baby-care-bundle.svg',
      category: { slug: 'pharmacy', name: 'Pharmacy' },
    });
    expect(reward.terms).toMatch(/pharmac/i);
    expect(reward.activeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('still shows a reward that ended, saying so', async () => {
    const id = await idOf('ice-cream-treat');
    const reward = v.parse(RewardSchema, (await get(`/api/v1/rewards/${id}`)).json());
    expect(reward.availability).toBe('ended');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '1.5', '12345678901234567890']) {
      const response = await get(`/api/v1/rewards/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });
});

describe('GET /media/rewards/{file}', () => {
  it('draws the reward image as SVG, cacheable for a day and inert on its own', async () => {
    const response = await provider.app.inject({ url: '/media/rewards/dunns-river-day-pass.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(/^<svg [^>]*width="640" height="400"/);
    // The name is escaped, never markup.
    expect(response.body).toContain('Dunn&apos;s River Falls');
    expect(response.body).not.toContain('<script');
    const again = await provider.app.inject({ url: '/media/rewards/dunns-river-day-pass.svg' });
    expect(again.body).toBe(response.body);
  });

  it('answers 404 for anything but a known image file', async () => {
    for (const file of ['nope.svg', 'fuel-voucher-1000.png', '..%2F..%2Fhealth', 'Fuel-Voucher-1000.svg']) {
      expect((await provider.app.inject({ url: `/media/rewards/${file}` })).statusCode, file).toBe(404);
    }
  });
});

async function idOf(slug: string): Promise<number> {
  const found = await provider.db.query<{ id: string | number }>('select id from rewards where slug = $1', [slug]);
  return Number(found.rows[0]!.id);
}
