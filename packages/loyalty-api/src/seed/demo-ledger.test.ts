import {
  AccountMetricsSchema,
  AccountSummarySchema,
  LEDGER_FIGURE_FILTERS,
  PointsExpirySchema,
  PointsSchema,
  TransactionsPageSchema,
} from '@portal/contracts/provider/account';
import { TierProgressSchema } from '@portal/contracts/provider/tier';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../members/member-row.ts';
import { ledgerBalance } from '../points/ledger-source.ts';
import { jamaicaDay, startOfJamaicaDay } from '../points/points-expiry.ts';
import { purchasePoints, TIERS, tierForEarned } from '../points/tier-rules.ts';
import { providerRequests } from '../testing/provider-requests.ts';
import { startTestProvider, TEST_CLIENT, type TestProvider } from '../testing/test-provider.ts';
import { DEMO_MEMBERS } from './demo-members.ts';

/**
 * The seed is one ledger (docs/decisions/0031-one-ledger.md): every
 * figure the dashboard shows for a seeded member is what their ledger rows, vouchers and the tier
 * rules give — worked out here independently of the provider's queries, for every seeded member.
 */
let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
// A whole seeded provider: minutes when the 2-core machine is saturated.
beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
}, 240_000);
afterAll(() => provider?.close());

interface Row {
  occurred_at: Date | string;
  kind: string;
  points: number;
  bonus_points: number;
  amount_jmd: string | number | null;
  location: string | null;
}

async function ledgerOf(accountNumber: string) {
  const member = (
    await provider.db.query<{ id: string | number; points: number; vendor_tier: string; member_since: Date | string }>(
      'select id, points, vendor_tier, member_since from members where account_number = $1',
      [accountNumber],
    )
  ).rows[0]!;
  const rows = (
    await provider.db.query<Row>(
      `select occurred_at, kind, points, bonus_points, amount_jmd, location from point_transactions
        where member_id = $1 order by occurred_at, id`,
      [member.id],
    )
  ).rows.map((row) => ({
    at: new Date(row.occurred_at),
    kind: row.kind,
    points: Number(row.points),
    bonus: Number(row.bonus_points),
    amount: row.amount_jmd === null ? null : Number(row.amount_jmd),
  }));
  const vouchers = (
    await provider.db.query<{ issued_at: Date | string; status: string }>(
      // Rewards' vouchers, each a redemption; a birthday treat (issued at start in its month) is none.
      "select issued_at, status from vouchers where member_id = $1 and kind = 'reward'",
      [member.id],
    )
  ).rows.map((row) => ({ issuedAt: new Date(row.issued_at), status: row.status }));
  return { member, rows, vouchers };
}

const earning = (row: { kind: string; points: number }) => row.points > 0 && !['redeem', 'adjust'].includes(row.kind);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the seeded ledger', () => {
  it.each(DEMO_MEMBERS.map((demo) => [demo.accountNumber, demo] as const))(
    '%s: each dashboard figure is the sum of the transactions its link filters, and they add up to the balance',
    async (accountNumber, demo) => {
      // Every seeded member, the one who cannot sign in yet too (a session opened for them directly).
      const token =
        demo.loginEnabled === false
          ? await provider.ctx.tokens
              .issueMemberTokens(
                { id: Number((await ledgerOf(accountNumber)).member.id), accountNumber },
                TEST_CLIENT.id,
              )
              .then((tokens) => tokens.access_token)
          : await api.login(accountNumber);
      const summary = v.parse(AccountSummarySchema, (await api.get('/api/v1/account/summary', token)).json());
      const listed = async (kinds: readonly string[]) => {
        const query = kinds.map((kind) => `kind=${kind}`).join('&');
        const rows: number[] = [];
        for (let page = 0; ; page++) {
          const response = await api.get(`/api/v1/account/transactions?size=100&page=${page}&${query}`, token);
          const body = v.parse(TransactionsPageSchema, response.json());
          rows.push(...body.content.map((row) => row.points));
          if (page + 1 >= body.page.totalPages) return sum(rows);
        }
      };
      const figures = Object.keys(LEDGER_FIGURE_FILTERS) as (keyof typeof LEDGER_FIGURE_FILTERS)[];
      const shown = Object.fromEntries(
        await Promise.all(
          figures.map(async (figure) => {
            const total = await listed(LEDGER_FIGURE_FILTERS[figure]);
            // Spent and expired are shown as what went out.
            return [figure, figure === 'spentOnRewards' || figure === 'expired' ? 0 - total : total] as const;
          }),
        ),
      );
      expect(shown).toEqual(summary.ledger);
      expect(ledgerBalance(summary.ledger)).toBe(summary.points);
      expect(await listed([])).toBe(summary.points);
    },
  );

  it.each(DEMO_MEMBERS.map((demo) => [demo.accountNumber, demo] as const))(
    '%s: balance, tier, bonus and history agree with its rows',
    async (_, demo) => {
      const { member, rows } = await ledgerOf(demo.accountNumber);
      // The balance is the ledger's sum, and never went below zero along the way.
      expect(member.points).toBe(sum(rows.map((row) => row.points)));
      let running = 0;
      for (const row of rows) {
        running += row.points;
        expect(running, `balance at ${row.at.toISOString()}`).toBeGreaterThanOrEqual(0);
      }
      // A member since a day no later than their first movement.
      if (rows.length > 0) {
        const since = startOfJamaicaDay(isoDate(member.member_since) ?? '');
        expect(since.getTime()).toBeLessThanOrEqual(rows[0]!.at.getTime());
      }
      // Each purchase earns its year's tier bonus, the tier set by the year before.
      const earnedByYear = new Map<number, number>();
      for (const row of rows.filter((candidate) => candidate.kind === 'earn')) {
        const year = jamaicaDay(row.at).year;
        const expected = purchasePoints(row.amount ?? 0, tierForEarned(earnedByYear.get(year - 1) ?? 0));
        expect({ points: row.points, bonus: row.bonus }).toEqual({ points: expected.points, bonus: expected.bonus });
        earnedByYear.set(year, (earnedByYear.get(year) ?? 0) + row.points);
      }
      const thisYear = jamaicaDay(new Date()).year;
      const tier = tierForEarned(earnedByYear.get(thisYear - 1) ?? 0).name;
      expect(member.vendor_tier).toBe(tier);
      expect(tier).toBe(demo.vendorTier);
      if (tier !== 'Bronze') {
        const bonusRate = TIERS.find((candidate) => candidate.name === tier)!.bonusRate;
        const thisYearsPurchases = rows.filter((row) => row.kind === 'earn' && jamaicaDay(row.at).year === thisYear);
        expect(
          thisYearsPurchases.some(
            (row) => row.bonus > 0 && row.bonus === Math.floor((row.points - row.bonus) * bonusRate),
          ),
        ).toBe(true);
      }
    },
  );

  it.each(DEMO_MEMBERS.filter((demo) => demo.loginEnabled !== false).map((demo) => [demo.accountNumber] as const))(
    '%s: the expiry card’s batches and the earnings chart are the same rows',
    async (accountNumber) => {
      const token = await api.login(accountNumber);
      const [expiry, metrics] = await Promise.all([
        api
          .get('/api/v1/account/points-expiry', token)
          .then((response) => v.parse(PointsExpirySchema, response.json())),
        api.get('/api/v1/account/metrics', token).then((response) => v.parse(AccountMetricsSchema, response.json())),
      ]);
      const months = new Map(metrics.earnedByMonth.map((entry) => [entry.month, entry]));
      let compared = 0;
      for (const batch of expiry.batches) {
        const first = Number(batch.earnedFrom.slice(5, 7));
        const quarter = [0, 1, 2].map(
          (offset) => `${batch.earnedFrom.slice(0, 4)}-${String(first + offset).padStart(2, '0')}`,
        );
        // Only a quarter the chart's 12 months hold whole (its months still to come count as nothing yet).
        const inChart = quarter.filter((month) => months.has(month));
        if (inChart.length === 0 || !months.has(quarter[0]!)) continue;
        const total = (key: 'points' | 'refunded' | 'adjusted') =>
          sum(inChart.map((month) => months.get(month)?.[key] ?? 0));
        expect(batch.credited).toEqual({
          earned: total('points'),
          refunded: total('refunded'),
          adjusted: total('adjusted'),
        });
        compared += 1;
      }
      if (expiry.batches.length > 0) expect(compared).toBeGreaterThan(0);
    },
  );

  it.each(DEMO_MEMBERS.filter((demo) => demo.loginEnabled !== false).map((demo) => [demo.accountNumber] as const))(
    '%s: the summary and the year’s metrics the provider answers are the ledger’s',
    async (accountNumber) => {
      const token = await api.login(accountNumber);
      const [summary, metrics, points] = await Promise.all([
        api.get('/api/v1/account/summary', token).then((response) => v.parse(AccountSummarySchema, response.json())),
        api.get('/api/v1/account/metrics', token).then((response) => v.parse(AccountMetricsSchema, response.json())),
        api.get('/api/v1/account/points', token).then((response) => v.parse(PointsSchema, response.json())),
      ]);
      const { member, rows, vouchers } = await ledgerOf(accountNumber);
      const yearStart = startOfJamaicaDay(`${jamaicaDay(new Date()).year}-01-01`).getTime();
      const thisYear = rows.filter((row) => row.at.getTime() >= yearStart);
      // 0 − sum, not −sum: a member who never redeemed has spent 0, not −0 (toBe tells them apart).
      const redeemed = (list: typeof rows) =>
        0 - sum(list.filter((row) => row.kind === 'redeem').map((row) => row.points));

      expect(points).toEqual({ points: member.points, vendorTier: member.vendor_tier });
      expect(summary.points).toBe(member.points);
      expect(summary.vendorTier).toBe(member.vendor_tier);
      // One ledger, shown whole: each figure is its rows' sum, and together they are the balance.
      const of = (test: (row: (typeof rows)[number]) => boolean) => sum(rows.filter(test).map((row) => row.points));
      expect(summary.ledger).toEqual({
        earned: of(earning),
        spentOnRewards: 0 - of((row) => row.kind === 'redeem' && row.points < 0),
        refunded: of((row) => row.kind === 'redeem' && row.points > 0),
        expired: 0 - of((row) => row.kind === 'expire'),
        adjusted: of((row) => row.kind === 'adjust'),
      });
      const { earned, spentOnRewards, refunded, expired, adjusted } = summary.ledger;
      expect(earned - spentOnRewards + refunded - expired + adjusted).toBe(summary.points);
      expect(summary.ledger.spentOnRewards - summary.ledger.refunded).toBe(redeemed(rows));

      expect(metrics.pointsEarnedThisYear).toBe(sum(thisYear.filter(earning).map((row) => row.points)));
      expect(metrics.pointsRedeemedThisYear).toBe(redeemed(thisYear));
      expect(metrics.visitsThisYear).toBe(thisYear.filter((row) => row.kind === 'earn').length);
      expect(metrics.spentThisYearJmd).toBeCloseTo(sum(thisYear.map((row) => row.amount ?? 0)), 2);
      // Every reward redeemed this year is a voucher issued this year, and its points are in the ledger.
      const issuedThisYear = vouchers.filter((voucher) => voucher.issuedAt.getTime() >= yearStart);
      expect(metrics.rewardsRedeemedThisYear).toBe(
        issuedThisYear.filter((voucher) => voucher.status !== 'cancelled').length,
      );
      expect(thisYear.filter((row) => row.kind === 'redeem' && row.points < 0)).toHaveLength(issuedThisYear.length);

      // Tier progress (docs/decisions/0030-tier-progress.md): this year's purchase points
      // against the thresholds for next year.
      const tier = v.parse(TierProgressSchema, (await api.get('/api/v1/account/tier', token)).json());
      const purchased = sum(thisYear.filter((row) => row.kind === 'earn').map((row) => row.points));
      const year = jamaicaDay(new Date()).year;
      const at = TIERS.findIndex((candidate) => candidate.name === member.vendor_tier);
      const goal = (index: number) => ({
        tier: TIERS[index]!.name,
        forYear: year + 1,
        threshold: TIERS[index]!.threshold,
        remaining: Math.max(0, TIERS[index]!.threshold - purchased),
      });
      expect(tier).toMatchObject({
        tier: { name: member.vendor_tier, bonusRate: TIERS[at]!.bonusRate },
        year,
        earnedThisYear: purchased,
        keep: at > 0 ? goal(at) : null,
        reach: at + 1 < TIERS.length ? goal(at + 1) : null,
      });
    },
  );
});
