import { TransactionSchema, TransactionsPageSchema } from '@portal/contracts/provider/account';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jamaicaDay } from '../../points/points-expiry.ts';
import { providerRequests } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
let member: string;
let rows: Array<{ id: number; kind: string; at: Date; location: string | null; points: number }>;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (at: Date) => {
  const { year, month, day } = jamaicaDay(at);
  return `${year}-${pad(month)}-${pad(day)}`;
};

beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
  member = await api.login('20000001');
  rows = (
    await provider.db.query<{
      id: string | number;
      kind: string;
      occurred_at: Date | string;
      location: string | null;
      points: number;
    }>(
      `select t.id, t.kind, t.occurred_at, t.location, t.points from point_transactions t join members m on m.id = t.member_id
        where m.account_number = '20000001' order by t.occurred_at desc, t.id desc`,
    )
  ).rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    at: new Date(row.occurred_at),
    location: row.location,
    points: Number(row.points),
  }));
});
afterAll(() => provider.close());

/** The first 100 ids a filter shows; each check also compares the count of all it matches. */
async function idsFor(query: string, expected?: number[]): Promise<number[]> {
  const response = await api.get(`/api/v1/account/transactions?size=100&${query}`, member);
  expect(response.statusCode, response.body).toBe(200);
  const page = v.parse(TransactionsPageSchema, response.json());
  if (expected) expect(page.page.totalElements).toBe(expected.length);
  return page.content.map((row) => row.id);
}

describe('the history’s filters', () => {
  it('filters by kind: earned is purchases and bonuses, and kinds combine', async () => {
    const earned = rows.filter((row) => ['earn', 'bonus'].includes(row.kind)).map((row) => row.id);
    expect(await idsFor('kind=earned', earned)).toEqual(earned.slice(0, 100));
    // Redeemed is points spent on rewards: a refund (a 'redeem' row with points back) is Refunded.
    const spentOrExpired = rows
      .filter((row) => (row.kind === 'redeem' && row.points < 0) || row.kind === 'expire')
      .map((row) => row.id);
    expect(spentOrExpired.length).toBeGreaterThan(0);
    expect(await idsFor('kind=redeemed&kind=expired', spentOrExpired)).toEqual(spentOrExpired.slice(0, 100));
    const refunds = rows.filter((row) => row.kind === 'redeem' && row.points > 0).map((row) => row.id);
    expect(refunds.length).toBeGreaterThan(0);
    expect(await idsFor('kind=refunded', refunds)).toEqual(refunds);
    expect((await api.get('/api/v1/account/transactions?kind=refund', member)).statusCode).toBe(400);
  });

  it('filters by Jamaican calendar days, both ends included, and by store in any case', async () => {
    const first = rows[Math.floor(rows.length / 3)]!;
    const from = dayOf(new Date(first.at.getTime() - 20 * 86_400_000));
    const to = dayOf(first.at);
    const expected = rows.filter((row) => dayOf(row.at) >= from && dayOf(row.at) <= to).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(await idsFor(`from=${from}&to=${to}`, expected)).toEqual(expected.slice(0, 100));

    const store = rows.find((row) => row.location)!.location!;
    const part = store.slice(0, 5).toUpperCase();
    const inStore = rows.filter((row) => row.location?.toUpperCase().includes(part)).map((row) => row.id);
    expect(await idsFor(`store=${encodeURIComponent(part)}`, inStore)).toEqual(inStore.slice(0, 100));
    expect(await idsFor('store=%25')).toEqual([]);
  });
});

describe('GET account/transactions.csv', () => {
  it('streams every row the filters show, with a header, in the order of the list', async () => {
    const response = await provider.app.inject({
      url: '/api/v1/account/transactions.csv?kind=earned',
      headers: { authorization: `Bearer ${member}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Date,Time,Type,Description,Store,Receipt (JMD),Points,Tier bonus');
    const earned = rows.filter((row) => ['earn', 'bonus'].includes(row.kind));
    expect(lines).toHaveLength(earned.length + 1);
    expect(earned.length).toBeGreaterThan(100);
    expect(lines[1]!.startsWith(`${dayOf(earned[0]!.at)},`)).toBe(true);
    expect(lines.at(-1)!.startsWith(`${dayOf(earned.at(-1)!.at)},`)).toBe(true);
  });
});

describe('GET account/transactions/{id}', () => {
  it('answers the member’s own transaction, and 404 for anyone else’s or nonsense', async () => {
    const own = rows[0]!;
    const response = await api.get(`/api/v1/account/transactions/${own.id}`, member);
    expect(response.statusCode).toBe(200);
    expect(v.parse(TransactionSchema, response.json())).toMatchObject({ id: own.id, kind: own.kind });
    const other = await api.login('20000004');
    expect((await api.get(`/api/v1/account/transactions/${own.id}`, other)).statusCode).toBe(404);
    expect((await api.get('/api/v1/account/transactions/abc', member)).statusCode).toBe(404);
  });
});
