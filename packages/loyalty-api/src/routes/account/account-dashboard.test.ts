import {
  AccountMetricsSchema,
  PointsExpirySchema,
  PointsSchema,
  TransactionsPageSchema,
} from '@portal/contracts/provider/account';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDuePoints } from '../../points/points-expiry.ts';
import { providerRequests } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
let member: string;
beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
  member = await api.login('20000001');
});
afterAll(() => provider.close());

describe('GET /api/v1/account/points-expiry', () => {
  it('schedules what is left of each quarter’s points, soonest first, adding up to the balance', async () => {
    const expiry = v.parse(PointsExpirySchema, (await api.get('/api/v1/account/points-expiry', member)).json());
    const { points } = v.parse(PointsSchema, (await api.get('/api/v1/account/points', member)).json());
    expect(expiry.policy).toMatch(/12 months after the end of the quarter/);
    expect(expiry.batches.length).toBeGreaterThanOrEqual(4);
    const dates = expiry.batches.map((batch) => batch.expiresOn);
    expect(dates).toEqual([...dates].sort());
    const today = new Date().toISOString().slice(0, 10);
    for (const batch of expiry.batches) {
      expect(batch.points).toBeGreaterThan(0);
      expect(batch.expiresOn >= today.slice(0, 8)).toBe(true);
      expect(Number(batch.expiresOn.slice(0, 4))).toBe(Number(batch.earnedTo.slice(0, 4)) + 1);
    }
    expect(expiry.batches.reduce((sum, batch) => sum + batch.points, 0)).toBe(points);
  });

  it('is each member’s own, and refused to a client token', async () => {
    const guest = await api.login('20000003');
    const theirs = (await api.get('/api/v1/account/points-expiry', guest)).json();
    const { points } = (await api.get('/api/v1/account/points', guest)).json();
    expect(theirs.batches.reduce((sum: number, batch: { points: number }) => sum + batch.points, 0)).toBe(points);
    expect((await api.get('/api/v1/account/points-expiry', await api.client())).statusCode).toBe(403);
  });
});

describe('points expiry sweep', () => {
  it('has expired the seeded points from quarters whose year is over, in the ledger and the balance', async () => {
    const page = v.parse(
      TransactionsPageSchema,
      (await api.get('/api/v1/account/transactions?size=100', member)).json(),
    );
    const ledger = await provider.db.query<{ kind: string; total: string | number }>(
      `select t.kind, sum(t.points) as total from point_transactions t join members m on m.id = t.member_id
        where m.account_number = '20000001' group by t.kind`,
    );
    const expired = ledger.rows.find((row) => row.kind === 'expire');
    expect(Number(expired?.total)).toBeLessThan(0);
    const sum = ledger.rows.reduce((total, row) => total + Number(row.total), 0);
    const { points } = (await api.get('/api/v1/account/points', member)).json();
    expect(sum).toBe(points);
    expect(page.page.totalElements).toBeGreaterThan(60);
  });

  it('expires a batch the day after its last day, once', async () => {
    const id = (await provider.db.query<{ id: string }>("select id from members where account_number = '20000004'"))
      .rows[0]!.id;
    const before = (await api.get('/api/v1/account/points-expiry', await api.login('20000004'))).json();
    const first = before.batches[0] as { expiresOn: string; points: number };
    const dayAfter = new Date(`${first.expiresOn}T12:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const expired = await expireDuePoints(provider.db, dayAfter);
    expect(expired).toBeGreaterThanOrEqual(first.points);
    expect(await expireDuePoints(provider.db, dayAfter)).toBe(0);
    const rows = await provider.db.query<{ points: number; description: string }>(
      "select points, description from point_transactions where member_id = $1 and kind = 'expire' order by id desc limit 1",
      [id],
    );
    expect(rows.rows[0]?.description).toMatch(/^Points expired \(earned \w{3}–\w{3} \d{4}\)$/);
  });
});

describe('GET /api/v1/account/metrics', () => {
  it('sums the member’s year and names their favourite store', async () => {
    const metrics = v.parse(AccountMetricsSchema, (await api.get('/api/v1/account/metrics', member)).json());
    expect(metrics.year).toBe(new Date(Date.now() - 5 * 3_600_000).getUTCFullYear());
    expect(metrics.visitsThisYear).toBeGreaterThan(0);
    expect(metrics.pointsEarnedThisYear).toBeGreaterThan(0);
    expect(metrics.spentThisYearJmd).toBeGreaterThan(metrics.pointsEarnedThisYear);
    expect(metrics.favouriteStore).toEqual(expect.stringContaining(','));
    expect(metrics.earnedByMonth).toHaveLength(12);
    const months = metrics.earnedByMonth.map((entry) => entry.month);
    expect(months).toEqual([...months].sort());
  });
});

describe('GET /api/v1/account/transactions', () => {
  it('pages the ledger newest first with the size asked for', async () => {
    const first = v.parse(
      TransactionsPageSchema,
      (await api.get('/api/v1/account/transactions?size=5', member)).json(),
    );
    expect(first.content).toHaveLength(5);
    expect(first.page).toMatchObject({ number: 0, size: 5 });
    expect(first.page.totalPages).toBe(Math.ceil(first.page.totalElements / 5));
    const times = first.content.map((entry) => entry.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await api.get('/api/v1/account/transactions?size=5&page=1', member)).json();
    expect(second.content[0].occurredAt <= first.content[4]!.occurredAt).toBe(true);
    expect(second.content.map((entry: { id: number }) => entry.id)).not.toContain(first.content[0]!.id);
  });

  it('defaults to 20 a page and bounds the size', async () => {
    expect((await api.get('/api/v1/account/transactions', member)).json().page.size).toBe(20);
    expect((await api.get('/api/v1/account/transactions?size=500', member)).statusCode).toBe(400);
    expect((await api.get('/api/v1/account/transactions?size=0', member)).statusCode).toBe(400);
  });

  it('shows an empty page past the end', async () => {
    const beyond = (await api.get('/api/v1/account/transactions?size=50&page=999', member)).json();
    expect(beyond.content).toEqual([]);
  });
});
