import type { AccountMetrics, TransactionKind } from '@portal/contracts/provider/account';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { ledgerSourceOf } from '../../points/ledger-source.ts';
import { jamaicaDay, startOfJamaicaDay } from '../../points/points-expiry.ts';

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * GET /api/v1/account/metrics — the member's year so far (calendar year, Jamaica time): points
 * earned and redeemed, visits, spend, rewards redeemed; the favourite store and points earned per
 * month over the last 12 months.
 */
export function registerAccountMetrics(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/metrics',
    { preValidation: requireMember(ctx) },
    async (request): Promise<AccountMetrics> => {
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
          // A refunded redemption is a 'redeem' row with points back: it lowers what was redeemed, earns nothing.
          `select coalesce(sum(points) filter (where points > 0 and kind not in ('redeem', 'adjust')), 0) as earned,
                coalesce(-sum(points) filter (where kind = 'redeem'), 0) as redeemed,
                count(*) filter (where kind = 'earn') as visits,
                coalesce(sum(amount_jmd) filter (where kind = 'earn'), 0) as spent
           from point_transactions where member_id = $1 and occurred_at >= $2`,
          [memberId, yearStart],
        ),
        ctx.db.query<{ count: string | number }>(
          // A cancelled voucher's points came back: it is no reward redeemed; nor is a birthday treat, a gift.
          `select count(*) as count from vouchers
          where member_id = $1 and issued_at >= $2 and status <> 'cancelled' and kind = 'reward'`,
          [memberId, yearStart],
        ),
        ctx.db.query<{ location: string }>(
          `select location from point_transactions
          where member_id = $1 and kind = 'earn' and location is not null and occurred_at >= $2
          group by location order by count(*) desc, max(occurred_at) desc limit 1`,
          [memberId, windowStart],
        ),
        // Every credit of the window, sorted by the rule the expiry batches use (ledger-source.ts).
        ctx.db.query<{ occurred_at: Date | string; points: number; kind: TransactionKind }>(
          `select occurred_at, points, kind from point_transactions
          where member_id = $1 and points > 0 and occurred_at >= $2`,
          [memberId, windowStart],
        ),
      ]);

      const months = new Map<string, { points: number; refunded: number; adjusted: number }>();
      for (let i = 0; i < 12; i++) {
        const month = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + i, 1));
        months.set(`${month.getUTCFullYear()}-${pad(month.getUTCMonth() + 1)}`, {
          points: 0,
          refunded: 0,
          adjusted: 0,
        });
      }
      for (const row of monthly.rows) {
        const day = jamaicaDay(new Date(row.occurred_at));
        const entry = months.get(`${day.year}-${pad(day.month)}`);
        const source = ledgerSourceOf(row.kind, Number(row.points));
        if (!entry) continue;
        if (source === 'earned') entry.points += Number(row.points);
        else if (source === 'refunded' || source === 'adjusted') entry[source] += Number(row.points);
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
        earnedByMonth: [...months].map(([month, credits]) => ({ month, ...credits })),
      };
    },
  );
}
