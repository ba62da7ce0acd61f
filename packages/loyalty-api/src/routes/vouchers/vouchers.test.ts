import {
  VOUCHER_LIST_MAX,
  type Voucher,
  VoucherListSchema,
  VoucherPageSchema,
  VoucherReleaseConfigSchema,
  VoucherSchema,
} from '@portal/contracts/provider/vouchers';
import {
  REDEEMED_VOUCHER_SORT,
  REDEEMED_VOUCHER_STATUSES,
  VOUCHER_FILTER_STATUSES,
} from '@portal/contracts/voucher-display';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-members.ts';
import { DEMO_VOUCHERS } from '../../seed/demo-vouchers.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
const bearer: Record<string, string> = {};

const token = async (form: Record<string, string>): Promise<string> => {
  const response = await provider.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: provider.basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return response.json().access_token;
};

beforeAll(async () => {
  provider = await startTestProvider();
  for (const member of ['20000001', '20000002', '20000004']) {
    bearer[member] = await token({ grant_type: 'password', username: member, password: DEMO_PASSWORD });
  }
  bearer.client = await token({ grant_type: 'client_credentials' });
});
afterAll(() => provider.close());

const get = (url: string, who = '20000001') =>
  provider.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer[who]}` } });

const search = async (query: string, who = '20000001') => {
  const response = await get(`/api/v1/vouchers/search?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(VoucherPageSchema, response.json());
};

const seeded = (member: string, statuses: readonly string[]) =>
  DEMO_VOUCHERS.filter((voucher) => voucher.accountNumber === member && statuses.includes(voucher.status))
    .map((voucher) => voucher.voucherNumber)
    .sort();

const numbers = (vouchers: Voucher[]) => vouchers.map((voucher) => voucher.voucherNumber).sort();
const statusQuery = (statuses: readonly string[]) => statuses.map((status) => `status=${status}`).join('&');

describe('GET /api/v1/vouchers/search', () => {
  it.each(Object.entries(VOUCHER_FILTER_STATUSES))(
    'finds exactly the member’s %s vouchers',
    async (_filter, statuses) => {
      const page = await search(`shouldPage=true&page=0&size=100&${statusQuery(statuses)}`);
      expect(numbers(page.content)).toEqual(seeded('20000001', statuses));
      expect(page.page.totalElements).toBe(page.content.length);
      for (const voucher of page.content) expect(statuses).toContain(voucher.status);
    },
  );

  it('searches every status a member sees when no status is given (never open)', async () => {
    const page = await search('shouldPage=true&size=100');
    expect(numbers(page.content)).toEqual(seeded('20000001', VOUCHER_FILTER_STATUSES.all));
    expect(page.content.some((voucher) => voucher.status === 'open')).toBe(false);
  });

  it('pages in SQL: disjoint pages that add up to the whole, with the totals on every page', async () => {
    const all = seeded('20000001', VOUCHER_FILTER_STATUSES.all);
    const pages = [0, 1, 2].map((page) =>
      search(`shouldPage=true&page=${page}&size=5&${statusQuery(VOUCHER_FILTER_STATUSES.all)}`),
    );
    const [first, second, third] = await Promise.all(pages);
    for (const page of [first!, second!, third!]) {
      expect(page.page).toMatchObject({ size: 5, totalElements: all.length, totalPages: Math.ceil(all.length / 5) });
    }
    expect(first!.content).toHaveLength(5);
    expect(second!.content).toHaveLength(5);
    expect(third!.content).toHaveLength(all.length - 10);
    const together = [...first!.content, ...second!.content, ...third!.content];
    expect(numbers(together)).toEqual(all);
    // Newest first by default.
    const issued = together.map((voucher) => Date.parse(voucher.issuedAt));
    expect(issued).toEqual([...issued].sort((a, b) => b - a));
  });

  it('answers an empty page past the end, with the totals', async () => {
    const page = await search('shouldPage=true&page=7&size=12&status=issued');
    expect(page.content).toEqual([]);
    expect(page.page).toMatchObject({ number: 7, size: 12, totalElements: seeded('20000001', ['issued']).length });
  });

  it('pages by 12 unless told otherwise', async () => {
    const page = await search('shouldPage=true');
    expect(page.page.size).toBe(12);
    expect(page.content).toHaveLength(12);
  });

  it('sorts as asked: soonest expiry first, last used first', async () => {
    const active = await search('status=issued&sort=expiresAt,asc');
    const expiries = active.content.map((voucher) => Date.parse(voucher.expiresAt));
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));

    // What /vouchers/redeemed asks for: every used voucher, an open one (at a till now) included.
    const redeemed = await search(`${statusQuery(REDEEMED_VOUCHER_STATUSES)}&sort=${REDEEMED_VOUCHER_SORT}`);
    expect(numbers(redeemed.content)).toEqual(seeded('20000001', REDEEMED_VOUCHER_STATUSES));
    expect(redeemed.content.some((voucher) => voucher.status === 'open')).toBe(true);
    const used = redeemed.content.map((voucher) => Date.parse(voucher.usedAt ?? ''));
    expect(used).toEqual([...used].sort((a, b) => b - a));
  });

  it('refuses what it cannot answer with a 400 and the field at fault', async () => {
    for (const query of ['status=redeemed', 'size=101', 'size=0', 'page=-1', 'sort=voucher_number', 'page=1&page=2']) {
      const response = await get(`/api/v1/vouchers/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('needs a signed-in member', async () => {
    expect((await get('/api/v1/vouchers/search', 'client')).statusCode).toBe(403);
    expect((await provider.app.inject({ url: '/api/v1/vouchers/search' })).statusCode).toBe(401);
  });

  it('knows the caller before it checks their input: a stranger’s bad query is a 401/403, never a field error', async () => {
    expect((await get('/api/v1/vouchers/search?size=0', 'client')).statusCode).toBe(403);
    const stranger = await provider.app.inject({ url: '/api/v1/vouchers/search?size=0' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().code).not.toBe('validation_failed');
  });
});

describe('ownership', () => {
  const simoneActive = DEMO_VOUCHERS.find(
    (voucher) => voucher.accountNumber === '20000001' && voucher.status === 'issued',
  )!;

  it('lists only the member’s own vouchers, whoever asks', async () => {
    for (const member of ['20000002', '20000004']) {
      const page = await search('shouldPage=true&size=100', member);
      expect(numbers(page.content)).toEqual(seeded(member, VOUCHER_FILTER_STATUSES.all));
      const list = v.parse(VoucherListSchema, (await get('/api/v1/vouchers', member)).json());
      expect(numbers(list)).toEqual(seeded(member, VOUCHER_FILTER_STATUSES.all));
    }
  });

  it('answers another member’s voucher exactly as one that does not exist: 404', async () => {
    const owned = await get(`/api/v1/vouchers/${simoneActive.voucherNumber}`);
    expect(owned.statusCode).toBe(200);
    const { id } = v.parse(VoucherSchema, owned.json());

    const byNumber = await get(`/api/v1/vouchers/${simoneActive.voucherNumber}`, '20000004');
    const byId = await get(`/api/v1/vouchers/${id}`, '20000004');
    const missing = await get('/api/v1/vouchers/100000000009', '20000004');
    for (const response of [byNumber, byId, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
  });
});

describe('GET /api/v1/vouchers/{id}', () => {
  it('finds the member’s voucher by voucher number and by id, with its reward', async () => {
    const demo = DEMO_VOUCHERS.find((voucher) => voucher.reward === 'fuel-voucher-2000')!;
    const byNumber = v.parse(VoucherSchema, (await get(`/api/v1/vouchers/${demo.voucherNumber}`)).json());
    expect(byNumber).toMatchObject({
      voucherNumber: demo.voucherNumber,
      status: 'issued',
      rewardName: 'J$2,000 Fuel Voucher',
      valueJmd: 2000,
      pointsCost: 1950,
      usedAt: null,
      imageUrl: '/media/rewards/fuel-voucher-2000.svg',
    });
    expect(byNumber.terms).toMatch(/service stations/);
    const byId = v.parse(VoucherSchema, (await get(`/api/v1/vouchers/${byNumber.id}`)).json());
    expect(byId).toEqual(byNumber);
  });

  it('shows an open voucher to its owner (it is only left out of lists)', async () => {
    const open = DEMO_VOUCHERS.find((voucher) => voucher.accountNumber === '20000001' && voucher.status === 'open')!;
    const response = await get(`/api/v1/vouchers/${open.voucherNumber}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'open', usedAt: expect.any(String) });
  });

  it('refuses an id that is not one with a 400', async () => {
    for (const id of ['abc', '1234567890123', '12%2034']) {
      expect((await get(`/api/v1/vouchers/${id}`)).statusCode, id).toBe(400);
    }
  });
});

describe('GET /api/v1/vouchers', () => {
  it('answers the member’s vouchers newest first, never an open one', async () => {
    const list = v.parse(VoucherListSchema, (await get('/api/v1/vouchers')).json());
    expect(numbers(list)).toEqual(seeded('20000001', VOUCHER_FILTER_STATUSES.all));
    const issued = list.map((voucher) => Date.parse(voucher.issuedAt));
    expect(issued).toEqual([...issued].sort((a, b) => b - a));
  });

  it(`answers at most ${VOUCHER_LIST_MAX}`, async () => {
    const member = await provider.db.query<{ id: string }>("select id from members where account_number = '20000002'");
    await provider.db.query(
      `insert into vouchers (voucher_number, member_id, status, points_cost, issued_at, expires_at)
       select '9' || lpad(n::text, 11, '0'), $1, 'issued', 100, now() - make_interval(mins => n), now() + interval '30 days'
         from generate_series(1, 120) as n`,
      [member.rows[0]?.id],
    );
    const list = v.parse(VoucherListSchema, (await get('/api/v1/vouchers', '20000002')).json());
    expect(list).toHaveLength(VOUCHER_LIST_MAX);
    expect(list[0]?.voucherNumber).toBe('900000000001');
    const page = await search('shouldPage=true&status=issued', '20000002');
    expect(page.page.totalElements).toBe(121);
  });
});

describe('GET /api/v1/vouchers/release-default-config', () => {
  it('tells anyone with a token how new vouchers behave', async () => {
    for (const who of ['client', '20000001']) {
      const response = await get('/api/v1/vouchers/release-default-config', who);
      expect(response.statusCode).toBe(200);
      expect(v.parse(VoucherReleaseConfigSchema, response.json())).toEqual({
        validityDays: 90,
        usableAfterMinutes: 0,
        expiringSoonDays: 7,
      });
    }
    expect((await provider.app.inject({ url: '/api/v1/vouchers/release-default-config' })).statusCode).toBe(401);
  });
});
