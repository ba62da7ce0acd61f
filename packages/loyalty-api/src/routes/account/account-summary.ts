import type { AccountSummary } from '@portal/contracts/provider/account';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { findMemberById, isoDate } from '../../members/member-row.ts';

/** GET /api/v1/account/summary — the dashboard's account card. */
export function registerAccountSummary(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/account/summary', { preHandler: requireMember(ctx) }, async (request): Promise<AccountSummary> => {
    const { memberId } = memberOf(request);
    const member = await findMemberById(ctx.db, memberId);
    if (!member) throw notFound('Account not found.');
    const totals = await ctx.db.query<{ earned: string | number | null; redeemed: string | number | null }>(
      `select coalesce(sum(points) filter (where points > 0), 0) as earned,
              coalesce(-sum(points) filter (where kind = 'redeem'), 0) as redeemed
         from point_transactions where member_id = $1`,
      [memberId],
    );
    const row = totals.rows[0];
    return {
      accountNumber: member.account_number,
      firstName: member.first_name,
      lastName: member.last_name,
      memberSince: isoDate(member.member_since) ?? '',
      vendorTier: member.vendor_tier,
      points: member.points,
      lifetimePoints: Number(row?.earned ?? 0),
      pointsRedeemed: Number(row?.redeemed ?? 0),
    };
  });
}
