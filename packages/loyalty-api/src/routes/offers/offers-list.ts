import type { MemberOffer } from '@portal/contracts/provider/offers';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { memberOffers } from '../../offers/member-offers.ts';

/**
 * GET /api/v1/offers — the open offers whose audience takes the member in, each with their
 * activation and what they earned from it; a guest's or pending member's with the step they need first.
 */
export function registerOffersList(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/offers', { preValidation: requireMember(ctx) }, async (request, reply): Promise<MemberOffer[]> => {
    reply.header('cache-control', 'private, no-store');
    return memberOffers(ctx.db, memberOf(request).memberId, ctx.now());
  });
}
