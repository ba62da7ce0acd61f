import type { AccountMetrics } from '@portal/contracts/provider/account';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { jamaicaDay, startOfJamaicaDay } from '../../points/points-expiry.ts';

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * GET /api/v1/account/metrics — the member's year so far (calendar year, Jamaica time): points
 * earned and redeemed, visits, spend, rewards redeemed; the favourite store and points earned per
 * month over the last 12 months.
 */
export function registerAccountMetrics(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/account/metrics', { preHandler: requireMember(ctx) }, async (request): Promise<AccountMetrics> => {
    const { memberId } = memberOf(request);
    const now = new Date();
    const today = jamaicaDay(now);
    const yearStart = startOfJamaicaDay(`${today.year}-01-01`);
    // The first day of the month eleven months ago: twelve whole months with this one.
    const firstMonth = new Date(Date.UTC(today.year, today.month - 12, 1));
    const windowStart = startOfJamaicaDay(`${firstMonth.getUTCFullYear()}-${pad(firstMonth.getUTCMonth() + 1)}-01`);

    const [year, vouchers, favourite, monthly] = await Promise.all([
      ctx.db.query<{
        earned: string | number;
        redeemed: string | number;
        visits: string | number;
        spent: string | number;
      }>(
        `select coalesce(sum(points) filter (where points > 0 and kind <> 'adjust'), 0) as earned,
                coalesce(-sum(points) filter (where kind = 'redeem'), 0) as redeemed,
                count(*) filter (where kind = 'earn') as visits,
                coalesce(sum(amount_jmd) filter (where kind = 'earn'), 0) as spent
           from point_transactions where member_id = $1 and occurred_at >= $2`,
        [memberId, yearStart],
      ),
      ctx.db.query<{ count: string | number }>(
        'select count(*) as count from vouchers where member_id = $1 and issued_at >= $2',
        [memberId, yearStart],
      ),
      ctx.db.query<{ location: string }>(
        `select location from point_transactions
          where member_id = $1 and kind = 'earn' and location is not null and occurred_at >= $2
          group by location order by count(*) desc, max(occurred_at) desc limit 1`,
        [memberId, windowStart],
      ),
      ctx.db.query<{ occurred_at: Date | string; points: number }>(
        `select occurred_at, points from point_transactions
          where member_id = $1 and points > 0 and kind <> 'adjust' and occurred_at >= $2`,
        [memberId, windowStart],
      ),
    ]);

    const months = new Map<string, number>();
    for (let i = 0; i < 12; i++) {
      const month = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + i, 1));
      months.set(`${month.getUTCFullYear()}-${pad(month.getUTCMonth() + 1)}`, 0);
    }
    for (const row of monthly.rows) {
      const day = jamaicaDay(new Date(row.occurred_at));
      const key = `${day.year}-${pad(day.month)}`;
      if (months.has(key)) months.set(key, (months.get(key) ?? 0) + Number(row.points));
    }

    const totals = year.rows[0];
    return {
      year: today.year,
      pointsEarnedThisYear: Number(totals?.earned ?? 0),
      pointsRedeemedThisYear: Number(totals?.redeemed ?? 0),
      visitsThisYear: Number(totals?.visits ?? 0),
      spentThisYearJmd: Math.round(Number(totals?.spent ?? 0) * 100) / 100,
      rewardsRedeemedThisYear: Number(vouchers.rows[0]?.count ?? 0),
      favouriteStore: favourite.rows[0]?.location ?? null,
      earnedByMonth: [...months].map(([month, points]) => ({ month, points })),
    };
  });
}
