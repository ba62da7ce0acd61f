import { PAGE_SIZE_MAX } from '@portal/contracts/provider/pagination';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-members.ts';
import { providerRequests } from '../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../testing/test-provider.ts';

/**
 * Cross-cutting checks of the provider's promises (docs/decisions/0016-hardening.md): page sizes are
 * bounded on every paged list, a member only ever sees their own data whatever the request names, and
 * input that looks like SQL is just text.
 */
let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
let simone: string;
const OTHER = { accountNumber: '20000004', emailAddress: 'incomplete@example.com' };

beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
  simone = await api.login('20000001');
});
afterAll(() => provider.close());

const memberIdOf = async (accountNumber: string): Promise<number> =>
  Number(
    (
      await provider.db.query<{ id: string | number }>('select id from members where account_number = $1', [
        accountNumber,
      ])
    ).rows[0]!.id,
  );

const PAGED = ['/api/v1/account/transactions', '/api/v1/rewards', '/api/v1/rewards/search', '/api/v1/vouchers/search'];

describe('paged lists', () => {
  it.each(PAGED)('%s refuses page sizes out of bounds, and never answers more than 100', async (path) => {
    for (const query of [
      'size=101',
      'size=0',
      'size=-1',
      'size=1000000',
      'size=1e2',
      'size=',
      'page=-1',
      'page=1234567',
    ]) {
      const response = await api.get(`${path}?shouldPage=true&${query}`, simone);
      expect(response.statusCode, `${path}?${query}`).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    const largest = await api.get(`${path}?shouldPage=true&size=${PAGE_SIZE_MAX}`, simone);
    expect(largest.statusCode).toBe(200);
    const page = largest.json();
    expect(page.page.size).toBe(PAGE_SIZE_MAX);
    expect(page.content.length).toBeLessThanOrEqual(PAGE_SIZE_MAX);
    // Without a size there is still a bound.
    const unsized = (await api.get(path, simone)).json();
    expect((unsized.content ?? unsized).length).toBeLessThanOrEqual(PAGE_SIZE_MAX);
  });
});

describe('a member only ever sees their own data', () => {
  // Every member read, each also asked with parameters that name another member.
  const READS = [
    '/api/v1/account/spoonity-user-info',
    '/api/v1/account/summary',
    '/api/v1/account/points',
    '/api/v1/account/points-expiry',
    '/api/v1/account/metrics',
    '/api/v1/account/transactions?size=100',
    '/api/v1/account/check-auth',
    '/api/v1/vouchers',
    '/api/v1/vouchers/search?size=100',
    '/api/v1/fgb-customer-number',
  ];
  const hostile = `accountNumber=${OTHER.accountNumber}&memberId=1&member_id=1&cardNumber=${OTHER.accountNumber}&card=${OTHER.accountNumber}`;

  it.each(READS)('%s', async (path) => {
    const own = await api.get(path, simone);
    expect(own.statusCode, own.body).toBe(200);
    const named = await api.get(`${path}${path.includes('?') ? '&' : '?'}${hostile}`, simone);
    // Parameters a route does not take are either ignored or refused; never obeyed.
    expect([200, 400]).toContain(named.statusCode);
    for (const response of [own, named]) {
      expect(response.body).not.toContain(OTHER.accountNumber);
      expect(response.body).not.toContain(OTHER.emailAddress);
    }
    if (named.statusCode === 200) expect(named.body).toBe(own.body);
  });

  it('vouchers and transactions listed are all the member’s own rows', async () => {
    const id = await memberIdOf('20000001');
    const own = async (table: string) =>
      new Set(
        (
          await provider.db.query<{ id: string | number }>(`select id from ${table} where member_id = $1`, [id])
        ).rows.map((row) => Number(row.id)),
      );
    const vouchers = await own('vouchers');
    const listed = (await api.get('/api/v1/vouchers/search?size=100', simone)).json().content as Array<{ id: number }>;
    expect(listed.length).toBeGreaterThan(0);
    for (const voucher of listed) expect(vouchers.has(voucher.id)).toBe(true);
    const transactions = await own('point_transactions');
    const moves = (await api.get('/api/v1/account/transactions?size=100', simone)).json().content as Array<{
      id: number;
    }>;
    expect(moves.length).toBeGreaterThan(0);
    for (const move of moves) expect(transactions.has(move.id)).toBe(true);
  });

  it('another member’s voucher, by id or by number, is 404 like one that does not exist', async () => {
    const other = await memberIdOf(OTHER.accountNumber);
    const theirs = await provider.db.query<{ id: string | number; voucher_number: string }>(
      'select id, voucher_number from vouchers where member_id = $1 limit 1',
      [other],
    );
    const voucher = theirs.rows[0]!;
    for (const key of [String(voucher.id), voucher.voucher_number]) {
      const response = await api.get(`/api/v1/vouchers/${key}`, simone);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe((await api.get('/api/v1/vouchers/999999999', simone)).body);
    }
  });

  it('deleting needs the member’s own account number: naming another member is refused', async () => {
    const issued = await api.post('/api/v1/account/deletion-token', simone, { password: DEMO_PASSWORD });
    expect(issued.statusCode, issued.body).toBe(200);
    const response = await api.delete(
      `/api/v1/account?token=${issued.json().token}&cardNumber=${OTHER.accountNumber}`,
      simone,
    );
    expect([400, 403, 404]).toContain(response.statusCode);
    const still = await provider.db.query<{ deleted_at: string | null }>(
      'select deleted_at from members where account_number = any($1)',
      [['20000001', OTHER.accountNumber]],
    );
    expect(still.rows.every((row) => row.deleted_at === null)).toBe(true);
  });
});

describe('input that looks like SQL is only text', () => {
  const PROBES = ["' or 1=1 --", "'; drop table members; --", '1) or (1=1', '\\', '%', '_', "$1'"];

  it('the reward search and the reward, voucher, promo and account lookups answer normally, never 500', async () => {
    const client = await api.client();
    for (const probe of PROBES) {
      const encoded = encodeURIComponent(probe);
      const search = await api.get(`/api/v1/rewards/search?shouldPage=true&query=${encoded}&size=100`, client);
      expect(search.statusCode, probe).toBe(200);
      // Searched as the words in it, the quotes and operators dropped.
      const words = probe.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
      const plain = await api.get(
        `/api/v1/rewards/search?shouldPage=true&query=${encodeURIComponent(words)}&size=100`,
        client,
      );
      expect(search.json(), probe).toEqual(plain.json());
      for (const path of [
        `/api/v1/vouchers/${encoded}`,
        `/api/v1/promo-codes/${encoded}`,
        `/api/v1/rewards/${encoded}`,
      ]) {
        const response = await api.get(path, simone);
        expect([400, 404], `${path}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      }
      const lookup = await api.get(`/api/v1/account/type?card=${encoded}`, simone);
      expect(lookup.json(), probe).toEqual({ accountType: 'unknown' });
    }
    const members = await provider.db.query<{ count: string | number }>('select count(*) as count from members');
    expect(Number(members.rows[0]!.count)).toBeGreaterThan(1);
  });
});
