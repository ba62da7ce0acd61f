import type { Points } from '@portal/contracts/provider/account';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { findMemberById } from '../../members/member-row.ts';

/** GET /api/v1/account/points — the balance and the member's tier. */
export function registerAccountPoints(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/account/points', { preValidation: requireMember(ctx) }, async (request): Promise<Points> => {
    const member = await findMemberById(ctx.db, memberOf(request).memberId);
    if (!member) throw notFound('Account not found.');
    return { points: member.points, vendorTier: member.vendor_tier };
  });
}
