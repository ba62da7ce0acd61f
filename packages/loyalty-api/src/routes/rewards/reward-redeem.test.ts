import { randomUUID } from 'node:crypto';
import { RedeemResponseSchema } from '@portal/contracts/provider/rewards';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';
import { endOfJamaicaDayAfter } from '../../vouchers/voucher-dates.ts';
import { isValidVoucherNumber } from '../../vouchers/voucher-number.ts';

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

async function memberOf(accountNumber: string): Promise<{ id: number; token: string }> {
  const found = await provider.db.query<{ id: string | number }>('select id from members where account_number = $1', [
    accountNumber,
  ]);
  const id = Number(found.rows[0]!.id);
  const tokens = await provider.ctx.tokens.issueMemberTokens({ id, accountNumber }, provider.settings.clientId);
  return { id, token: tokens.access_token };
}

async function rewardId(slug: string): Promise<number> {
  const found = await provider.db.query<{ id: string | number }>('select id from rewards where slug = $1', [slug]);
  return Number(found.rows[0]!.id);
}

const setPoints = (memberId: number, points: number) =>
  provider.db.query('update members set points = $2 where id = $1', [memberId, points]);

const balanceOf = async (memberId: number): Promise<number> =>
  (await provider.db.query<{ points: number }>('select points from members where id = $1', [memberId])).rows[0]!.points;

const redeem = (id: number, token: string, key: string | null = randomUUID()) =>
  provider.app.inject({
    method: 'POST',
    url: `/api/v1/rewards/${id}/redeem`,
    headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
  });

describe('POST /api/v1/rewards/{id}/redeem', () => {
  it('deducts the points, writes the transaction and issues the voucher, in one go', async () => {
    const member = await memberOf('20000001');
    await setPoints(member.id, 5_000);
    const fuel = await rewardId('fuel-voucher-1000');
    const key = randomUUID();
    // The seeded ledger holds the member's earlier redemptions: this test's is the one from now on.
    const since = new Date(Date.now() - 1_000);

    const response = await redeem(fuel, member.token, key);
    expect(response.statusCode, response.body).toBe(201);
    const { voucher, points } = v.parse(RedeemResponseSchema, response.json());
    expect(points).toBe(4_000);
    expect(await balanceOf(member.id)).toBe(4_000);
    expect(isValidVoucherNumber(voucher.voucherNumber)).toBe(true);
    expect(voucher).toMatchObject({
      status: 'issued',
      rewardId: fuel,
      rewardName: 'J$1,000 Fuel Voucher',
      valueJmd: 1000,
      pointsCost: 1000,
      usedAt: null,
      imageUrl: '/media/rewards/fuel-voucher-1000.svg',
    });
    // Valid for the reward's 90 days, to the end of the last day in Jamaica.
    expect(voucher.expiresAt).toBe(endOfJamaicaDayAfter(new Date(voucher.issuedAt), 90).toISOString());

    const transactions = await provider.db.query<{ kind: string; description: string; points: number }>(
      `select kind, description, points from point_transactions
        where member_id = $1 and kind = 'redeem' and occurred_at >= $2`,
      [member.id, since],
    );
    expect(transactions.rows).toEqual([
      { kind: 'redeem', description: 'Redeemed: J$1,000 Fuel Voucher', points: -1000 },
    ]);

    // The same key again: the same voucher, 200, and nothing deducted.
    const repeat = await redeem(fuel, member.token, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ voucher, points: 4_000 });
    expect(await balanceOf(member.id)).toBe(4_000);
    const vouchers = await provider.db.query('select id from vouchers where member_id = $1 and redemption_key = $2', [
      member.id,
      key,
    ]);
    expect(vouchers.rows).toHaveLength(1);
  });

  it('refuses a key already used for another reward', async () => {
    const member = await memberOf('20000001');
    await setPoints(member.id, 5_000);
    const key = randomUUID();
    expect((await redeem(await rewardId('patty-combo'), member.token, key)).statusCode).toBe(201);
    const other = await redeem(await rewardId('car-wash'), member.token, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('conflict');
    expect(await balanceOf(member.id)).toBe(5_000 - 350);
  });

  it('refuses when the balance is short, and deducts nothing', async () => {
    const member = await memberOf('20000004');
    await setPoints(member.id, 999);
    const response = await redeem(await rewardId('fuel-voucher-1000'), member.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'insufficient_points', message: expect.stringContaining('1 more') });
    expect(await balanceOf(member.id)).toBe(999);
  });

  it('refuses rewards that ended, have not started or are switched off', async () => {
    const member = await memberOf('20000004');
    await setPoints(member.id, 100_000);
    for (const slug of ['ice-cream-treat', 'smart-tv-32', 'cooking-class']) {
      const response = await redeem(await rewardId(slug), member.token);
      expect(response.statusCode, slug).toBe(409);
      expect(response.json().code).toBe('reward_inactive');
    }
    const switchedOff = await rewardId('led-bulbs');
    await provider.db.query('update rewards set active = false where id = $1', [switchedOff]);
    expect((await redeem(switchedOff, member.token)).json().code).toBe('reward_inactive');
    await provider.db.query('update rewards set active = true where id = $1', [switchedOff]);
    expect(await balanceOf(member.id)).toBe(100_000);
  });

  it('takes limited stock one by one and refuses once it is gone', async () => {
    const member = await memberOf('20000004');
    await setPoints(member.id, 100_000);
    const baby = await rewardId('baby-care-bundle'); // stock 3
    for (let i = 0; i < 3; i++) expect((await redeem(baby, member.token)).statusCode).toBe(201);
    const fourth = await redeem(baby, member.token);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('reward_out_of_stock');
    const stock = await provider.db.query<{ stock: number }>('select stock from rewards where id = $1', [baby]);
    expect(stock.rows[0]!.stock).toBe(0);
    expect(await balanceOf(member.id)).toBe(100_000 - 3 * 2600);
    expect((await redeem(await rewardId('towel-set'), member.token)).json().code).toBe('reward_out_of_stock');
  });

  it('needs a signed-in member, a well-formed key and a reward that exists', async () => {
    const client = provider.ctx.tokens.issueClientToken(provider.settings.clientId).access_token;
    const fuel = await rewardId('fuel-voucher-1000');
    expect((await redeem(fuel, client)).statusCode).toBe(403);
    const member = await memberOf('20000004');
    for (const key of [null, 'short', 'has spaces in it, which is not allowed']) {
      const response = await redeem(fuel, member.token, key);
      expect(response.statusCode, String(key)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await redeem(999_999, member.token)).statusCode).toBe(404);
    expect((await redeem(Number.NaN, member.token)).statusCode).toBe(404);
  });

  it('judges the reward id before the key, and names no field for the key', async () => {
    const member = await memberOf('20000004');
    // An id that cannot be a reward's is a 404 even without a key.
    const noSuchReward = await redeem(Number.NaN, member.token, null);
    expect(noSuchReward.statusCode).toBe(404);
    expect(noSuchReward.json()).toEqual({ code: 'not_found', message: 'There is no such reward.' });
    const fuel = await rewardId('fuel-voucher-1000');
    const required = 'An Idempotency-Key header is required.';
    expect((await redeem(fuel, member.token, null)).json()).toEqual({
      code: 'validation_failed',
      message: required,
      errors: [{ message: required }],
    });
    const invalid = 'The Idempotency-Key header is not valid.';
    expect((await redeem(fuel, member.token, 'short')).json()).toEqual({
      code: 'validation_failed',
      message: invalid,
      errors: [{ message: invalid }],
    });
  });
});

describe('concurrent redeems', () => {
  // One property at two sizes, 20 redeems on a balance for 5 and 50 on a balance for 10: concurrent
  // redeems of one member queue and the balance never goes below zero
  // (docs/decisions/0026-redeeming-a-reward.md).
  it.each([
    { sent: 20, afford: 5 },
    { sent: 50, afford: 10 },
  ])(
    '$sent at once on an account that can afford $afford: exactly $afford vouchers, the balance never below zero',
    async ({ sent, afford }) => {
      const member = await memberOf('20000004');
      const grocery = await rewardId('grocery-voucher-500');
      await setPoints(member.id, afford * 500);
      await provider.db.query('delete from vouchers where member_id = $1', [member.id]);
      await provider.db.query("delete from point_transactions where member_id = $1 and kind = 'redeem'", [member.id]);

      // Reads the balance over and over while the redeems race, to catch it dipping below zero mid-way.
      const seen: number[] = [];
      let racing = true;
      const watcher = (async () => {
        while (racing) {
          seen.push(await balanceOf(member.id));
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const responses = await Promise.all(Array.from({ length: sent }, () => redeem(grocery, member.token)));
      racing = false;
      await watcher;

      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(afford);
      expect(statuses.filter((status) => status === 409)).toHaveLength(sent - afford);
      for (const refused of responses.filter((response) => response.statusCode === 409)) {
        expect(refused.json().code).toBe('insufficient_points');
      }
      // Each success reports the balance it left, and they step down 500 at a time to 0.
      const left = responses
        .filter((response) => response.statusCode === 201)
        .map((response) => response.json().points as number)
        .sort((a, b) => b - a);
      expect(left).toEqual(Array.from({ length: afford }, (_, index) => (afford - 1 - index) * 500));
      expect(seen.length).toBeGreaterThan(0);
      expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
      expect(await balanceOf(member.id)).toBe(0);
      const vouchers = await provider.db.query('select id from vouchers where member_id = $1', [member.id]);
      expect(vouchers.rows).toHaveLength(afford);
      const ledger = await provider.db.query<{ total: string | number }>(
        `select coalesce(sum(points), 0) as total from point_transactions
        where member_id = $1 and kind = 'redeem' and description = 'Redeemed: J$500 Grocery Voucher'`,
        [member.id],
      );
      expect(Number(ledger.rows[0]!.total)).toBe(-afford * 500);
    },
  );

  it('20 at once with one key (a double submit): one voucher, points taken once', async () => {
    const member = await memberOf('20000001');
    const patty = await rewardId('patty-combo');
    await setPoints(member.id, 1_000);
    const key = randomUUID();
    // The ledger's rows from here on are this test's.
    const before = await provider.db.query<{ last: string | number | null }>(
      'select max(id) as last from point_transactions',
    );
    const responses = await Promise.all(Array.from({ length: 20 }, () => redeem(patty, member.token, key)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(18).fill(200), 201].sort());
    const numbers = new Set(responses.map((response) => response.json().voucher.voucherNumber));
    expect(numbers.size).toBe(1);
    expect(await balanceOf(member.id)).toBe(650);
    // Where it lands: one voucher for the key, one ledger row for it.
    const vouchers = await provider.db.query('select id from vouchers where member_id = $1 and redemption_key = $2', [
      member.id,
      key,
    ]);
    expect(vouchers.rows).toHaveLength(1);
    const rows = await provider.db.query<{ total: string | number; count: string | number }>(
      `select coalesce(sum(points), 0) as total, count(*) as count from point_transactions
        where member_id = $1 and kind = 'redeem' and id > $2`,
      [member.id, Number(before.rows[0]!.last ?? 0)],
    );
    expect(Number(rows.rows[0]!.count)).toBe(1);
    expect(Number(rows.rows[0]!.total)).toBe(-350);
  });

  it('two at once with one key for two rewards: one redeems, the other is a conflict, points taken once', async () => {
    const member = await memberOf('20000004');
    await setPoints(member.id, 5_000);
    const key = randomUUID();
    const [patty, carWash] = [await rewardId('patty-combo'), await rewardId('car-wash')];
    const responses = await Promise.all([redeem(patty, member.token, key), redeem(carWash, member.token, key)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().code).toBe('conflict');
    const issued = responses.find((response) => response.statusCode === 201)!.json().voucher.pointsCost as number;
    expect(await balanceOf(member.id)).toBe(5_000 - issued);
    const vouchers = await provider.db.query('select id from vouchers where member_id = $1 and redemption_key = $2', [
      member.id,
      key,
    ]);
    expect(vouchers.rows).toHaveLength(1);
  });
});

describe('who may redeem', () => {
  it.each([
    ['20000003', 'a guest', 'full_registration_required'],
    ['20000002', 'a member whose e-mail address is not verified', 'account_not_verified'],
  ])('refuses %s (%s) with 403, taking no points and issuing no voucher', async (accountNumber, _, code) => {
    const member = await memberOf(accountNumber);
    const patty = await rewardId('patty-combo');
    await setPoints(member.id, 1_000);
    const vouchersBefore = await provider.db.query('select id from vouchers where member_id = $1', [member.id]);
    const response = await redeem(patty, member.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(code);
    expect(await balanceOf(member.id)).toBe(1_000);
    const vouchersAfter = await provider.db.query('select id from vouchers where member_id = $1', [member.id]);
    expect(vouchersAfter.rows).toHaveLength(vouchersBefore.rows.length);
  });
});
