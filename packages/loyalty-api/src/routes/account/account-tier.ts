import type { TierProgress } from '@portal/contracts/provider/tier';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { findMemberById } from '../../members/member-row.ts';
import { jamaicaDay, startOfJamaicaDay } from '../../points/points-expiry.ts';
import { tierProgress } from '../../points/tier-progress.ts';

/**
 * GET /api/v1/account/tier — the member's tier, what it gives, and their progress this calendar
 * year (Jamaica time): purchase points, tier bonus included, are what the tier rules count
 * (`points/tier-rules.ts`), so promo codes and refunds do not.
 */
export function registerAccountTier(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/account/tier', { preValidation: requireMember(ctx) }, async (request): Promise<TierProgress> => {
    const { memberId } = memberOf(request);
    const member = await findMemberById(ctx.db, memberId);
    if (!member) throw notFound('Account not found.');
    const { year } = jamaicaDay(ctx.now());
    const earned = await ctx.db.query<{ earned: string | number }>(
      `select coalesce(sum(points), 0) as earned from point_transactions
        where member_id = $1 and kind = 'earn' and occurred_at >= $2 and occurred_at < $3`,
      [memberId, startOfJamaicaDay(`${year}-01-01`), startOfJamaicaDay(`${year + 1}-01-01`)],
    );
    return tierProgress(member.vendor_tier, Number(earned.rows[0]?.earned ?? 0), year);
  });
}
