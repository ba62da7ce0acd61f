import type { PointsExpiry } from '@portal/contracts/provider/account';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { findMemberById } from '../../members/member-row.ts';
import { POINTS_EXPIRY_POLICY, upcomingExpiry } from '../../points/points-expiry.ts';

/** GET /api/v1/account/points-expiry — which of the member's points expire when, soonest first. */
export function registerAccountPointsExpiry(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/points-expiry',
    { preValidation: requireMember(ctx) },
    async (request): Promise<PointsExpiry> => {
      const { memberId } = memberOf(request);
      const member = await findMemberById(ctx.db, memberId);
      if (!member) throw notFound('Account not found.');
      const batches = await upcomingExpiry(ctx.db, memberId, member.points, new Date());
      return {
        policy: POINTS_EXPIRY_POLICY,
        batches: batches.map(({ expiresOn, remaining, earnedFrom, earnedTo, credited }) => ({
          expiresOn,
          points: remaining,
          earnedFrom,
          earnedTo,
          credited,
        })),
      };
    },
  );
}
