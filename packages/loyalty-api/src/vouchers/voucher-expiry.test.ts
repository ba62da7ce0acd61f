import { VoucherPageSchema, VoucherSchema } from '@portal/contracts/provider/vouchers';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { DEMO_PASSWORD } from '../seed/demo-members.ts';
import { DEMO_VOUCHERS } from '../seed/demo-vouchers.ts';
import { startTestProvider, type TestProvider } from '../testing/test-provider.ts';
import { expireDueVouchers, startVoucherExpiry } from './voucher-expiry.ts';

const SEEDED_AT = new Date('2026-11-22T15:30:00Z');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The provider's clock, moved by the tests. */
let now = SEEDED_AT;
let provider: TestProvider;
let bearer: string;

beforeAll(async () => {
  // The app's own timer would not tick during these tests: the reads have to expire vouchers.
  provider = await startTestProvider({}, { now: () => now, voucherExpiryIntervalMs: 3_600_000 });
  const response = await provider.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: provider.basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username: '20000001', password: DEMO_PASSWORD }).toString(),
  });
  bearer = response.json().access_token;
});
afterAll(() => provider.close());

const get = (url: string) => provider.app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });

const storedVoucher = async (voucherNumber: string) =>
  (
    await provider.db.query<{ id: string; status: string; expires_at: Date | string }>(
      'select id, status, expires_at from vouchers where voucher_number = $1',
      [voucherNumber],
    )
  ).rows[0]!;

/** One of 20000001's active demo vouchers, still issued. */
async function activeVoucher(reward: string): Promise<{ voucherNumber: string; expiresAt: Date }> {
  const demo = DEMO_VOUCHERS.find((voucher) => voucher.reward === reward && voucher.accountNumber === '20000001')!;
  const stored = await storedVoucher(demo.voucherNumber);
  expect(stored.status).toBe('issued');
  return { voucherNumber: demo.voucherNumber, expiresAt: new Date(stored.expires_at) };
}

describe('voucher expiry', () => {
  it('moves an issued voucher to expired the moment its date passes, before any read shows it', async () => {
    const { voucherNumber, expiresAt } = await activeVoucher('mobile-top-up-500');

    now = new Date(expiresAt.getTime() - 1_000);
    const before = v.parse(VoucherSchema, (await get(`/api/v1/vouchers/${voucherNumber}`)).json());
    expect(before.status).toBe('issued');

    now = new Date(expiresAt.getTime());
    const detail = v.parse(VoucherSchema, (await get(`/api/v1/vouchers/${voucherNumber}`)).json());
    expect(detail.status).toBe('expired');
    // Really moved in the table, not just shown so.
    expect((await storedVoucher(voucherNumber)).status).toBe('expired');

    const active = v.parse(VoucherPageSchema, (await get('/api/v1/vouchers/search?status=issued&size=100')).json());
    expect(active.content.map((voucher) => voucher.voucherNumber)).not.toContain(voucherNumber);
    const expired = v.parse(VoucherPageSchema, (await get('/api/v1/vouchers/search?status=expired&size=100')).json());
    expect(expired.content.map((voucher) => voucher.voucherNumber)).toContain(voucherNumber);
  });

  it('expires vouchers on a timer, by the provider clock, even when nobody reads them', async () => {
    const { voucherNumber, expiresAt } = await activeVoucher('movie-night');
    const timer = startVoucherExpiry({ db: provider.db, now: () => now, intervalMs: 20, onError: () => undefined });
    try {
      now = new Date(expiresAt.getTime() - 60_000);
      await sleep(100);
      expect((await storedVoucher(voucherNumber)).status).toBe('issued');
      now = new Date(expiresAt.getTime() + 60_000);
      await expect
        .poll(async () => (await storedVoucher(voucherNumber)).status, { timeout: 5_000, interval: 25 })
        .toBe('expired');
    } finally {
      await timer.stop();
    }
  });

  it('leaves every other status alone', async () => {
    now = new Date(SEEDED_AT.getTime() + 5 * 365 * 86_400_000);
    await expireDueVouchers(provider.db, now);
    const counts = await provider.db.query<{ status: string; n: string | number }>(
      'select status, count(*) as n from vouchers group by status',
    );
    const byStatus = Object.fromEntries(counts.rows.map((row) => [row.status, Number(row.n)]));
    expect(byStatus.issued).toBeUndefined();
    for (const status of ['closed', 'approved', 'distributed', 'cancelled', 'open']) {
      expect(byStatus[status], status).toBe(DEMO_VOUCHERS.filter((voucher) => voucher.status === status).length);
    }
  });
});

describe('the provider app', () => {
  it('starts the expiry timer itself and stops it when it closes', async () => {
    let clock = SEEDED_AT;
    const app = await startTestProvider({}, { now: () => clock, voucherExpiryIntervalMs: 25 });
    try {
      const demo = DEMO_VOUCHERS.find((voucher) => voucher.reward === 'jerk-meal-for-two')!;
      const status = async () =>
        (
          await app.db.query<{ status: string }>('select status from vouchers where voucher_number = $1', [
            demo.voucherNumber,
          ])
        ).rows[0]?.status;
      expect(await status()).toBe('issued');
      clock = new Date(SEEDED_AT.getTime() + 365 * 86_400_000);
      await expect.poll(status, { timeout: 5_000, interval: 25 }).toBe('expired');
    } finally {
      await app.close(); // the app's onClose hook stops the timer before the database closes
    }
  });
});

describe('the expiry timer', () => {
  it('sweeps on each tick, never two sweeps at once, and stops for good', async () => {
    let sweeps = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const db: Queryable = {
      async query() {
        sweeps += 1;
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await sleep(30); // slower than the tick
        concurrent -= 1;
        return { rows: [], rowCount: 0 };
      },
      async exec() {},
    };
    const timer = startVoucherExpiry({ db, now: () => new Date(), intervalMs: 10, onError: () => undefined });
    await sleep(150);
    await timer.stop();
    expect(sweeps).toBeGreaterThanOrEqual(2);
    expect(maxConcurrent).toBe(1);
    expect(concurrent).toBe(0); // stop() waited for the sweep in progress
    const stoppedAt = sweeps;
    await sleep(60);
    expect(sweeps).toBe(stoppedAt);
  });

  it('reports a failed sweep and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const db: Queryable = {
      async query() {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return { rows: [], rowCount: 0 };
      },
      async exec() {},
    };
    const timer = startVoucherExpiry({ db, now: () => new Date(), intervalMs: 10, onError: (e) => errors.push(e) });
    await sleep(80);
    await timer.stop();
    expect(errors).toHaveLength(1);
    expect(calls).toBeGreaterThan(1);
  });
});
