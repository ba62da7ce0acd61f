import { type Reward, RewardFavouritesSchema, RewardPageSchema } from '@portal/contracts/provider/rewards';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
let member: string;
let balance: number;

beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
  member = await api.login('20000001');
  balance = (await api.get('/api/v1/account/points', member)).json().points as number;
});
afterAll(() => provider.close());

/** Every page of a search, as the member sees it. */
async function searchAll(params: string, bearer = member): Promise<Reward[]> {
  const rewards: Reward[] = [];
  for (let page = 0; ; page++) {
    const response = await api.get(`/api/v1/rewards/search?shouldPage=true&size=100&page=${page}&${params}`, bearer);
    expect(response.statusCode, response.body).toBe(200);
    const answer = v.parse(RewardPageSchema, response.json());
    rewards.push(...answer.content);
    if (page + 1 >= answer.page.totalPages) return rewards;
  }
}

describe('rewards by the member’s points', () => {
  it('affordable=true lists exactly the rewards the member can redeem now', async () => {
    expect(balance).toBeGreaterThan(0);
    const everything = await searchAll('');
    const expected = everything.filter((reward) => reward.availability === 'available' && reward.points <= balance);
    const affordable = await searchAll('affordable=true');
    expect(affordable.map((reward) => reward.id).sort()).toEqual(expected.map((reward) => reward.id).sort());
    expect(affordable.length).toBeGreaterThan(0);
    expect(affordable.length).toBeLessThan(everything.length);
  });

  it('sort=closest puts the rewards nearest the balance first, above or below it', async () => {
    const sorted = await searchAll('sort=closest');
    const distances = sorted.map((reward) => Math.abs(reward.points - balance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Paging stays stable: the second page of 12 continues the first.
    const first = await api.get('/api/v1/rewards/search?shouldPage=true&size=12&page=0&sort=closest', member);
    const second = await api.get('/api/v1/rewards/search?shouldPage=true&size=12&page=1&sort=closest', member);
    const ids = [...first.json().content, ...second.json().content].map((reward: Reward) => reward.id);
    expect(ids).toEqual(sorted.slice(0, ids.length).map((reward) => reward.id));
  });

  it('combines with a category and a search, and a page past the end still counts the matches', async () => {
    const fuel = await searchAll('affordable=true&categories=fuel');
    expect(fuel.every((reward) => reward.category.slug === 'fuel' && reward.points <= balance)).toBe(true);
    const past = await api.get(
      '/api/v1/rewards/search?shouldPage=true&size=12&page=50&affordable=true&sort=closest',
      member,
    );
    expect(past.statusCode).toBe(200);
    expect(past.json().page.totalElements).toBe((await searchAll('affordable=true')).length);
  });

  it('is for signed-in members: a visitor asking is refused with 400, not a session error', async () => {
    const visitor = await api.client();
    for (const params of ['affordable=true', 'favourites=true', 'sort=closest']) {
      const response = await api.get(`/api/v1/rewards/search?${params}`, visitor);
      expect(response.statusCode, params).toBe(400);
    }
    expect((await api.get('/api/v1/rewards/search?affordable=false', visitor)).statusCode).toBe(200);
  });
});

describe('favourites', () => {
  it('are kept per member: added, listed, filtered, removed, and a repeated tap changes nothing', async () => {
    const [first, second] = await searchAll('sort=v.points,asc');
    const put = (id: number, bearer = member) =>
      provider.app.inject({
        method: 'PUT',
        url: `/api/v1/rewards/${id}/favourite`,
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await put(first!.id)).statusCode).toBe(204);
    expect((await put(second!.id)).statusCode).toBe(204);
    expect((await put(second!.id)).statusCode).toBe(204);
    const listed = v.parse(RewardFavouritesSchema, (await api.get('/api/v1/rewards/favourites', member)).json());
    expect(listed).toEqual([second!.id, first!.id]);
    expect((await searchAll('favourites=true')).map((reward) => reward.id).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );

    const other = await api.login('20000004');
    expect((await api.get('/api/v1/rewards/favourites', other)).json()).toEqual([]);
    expect(await searchAll('favourites=true', other)).toEqual([]);

    expect((await api.delete(`/api/v1/rewards/${first!.id}/favourite`, member)).statusCode).toBe(204);
    expect((await api.delete(`/api/v1/rewards/${first!.id}/favourite`, member)).statusCode).toBe(204);
    expect((await api.get('/api/v1/rewards/favourites', member)).json()).toEqual([second!.id]);
    await api.delete(`/api/v1/rewards/${second!.id}/favourite`, member);
  });

  it('refuses a reward that does not exist, and visitors', async () => {
    const put = (url: string, bearer: string) =>
      provider.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${bearer}` } });
    expect((await put('/api/v1/rewards/999999/favourite', member)).statusCode).toBe(404);
    expect((await put('/api/v1/rewards/abc/favourite', member)).statusCode).toBe(404);
    expect((await put('/api/v1/rewards/1/favourite', await api.client())).statusCode).toBe(403);
    expect((await api.get('/api/v1/rewards/favourites', await api.client())).statusCode).toBe(403);
  });
});
