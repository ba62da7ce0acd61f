import { type MemberOffer, OFFER_MESSAGES, OfferIdParamsSchema } from '@portal/contracts/provider/offers';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireMember } from '../../http/authenticate.ts';
import { openOfferOf } from '../../offers/open-offer.ts';
import { visibleOffer } from '../../offers/visible-offer.ts';

/**
 * PUT /api/v1/offers/{id}/activation — activates an open offer for the member, once: one row per
 * member and offer, so a double tap or fifty requests at once are one activation, and its time is
 * the first one's. Guests and pending members are refused with the redeeming rule's 403.
 */
export function registerOfferActivate(app: ProviderApp, ctx: ProviderContext): void {
  app.put(
    '/api/v1/offers/:id/activation',
    { preValidation: requireMember(ctx), schema: { params: OfferIdParamsSchema } },
    async (request): Promise<MemberOffer> => {
      const { memberId, id, now } = await openOfferOf(ctx, request, {
        notOpen: OFFER_MESSAGES.notOpen,
        action: 'activate-offer',
      });
      await ctx.db.query(
        `insert into offer_activations (member_id, offer_id, activated_at) values ($1, $2, $3)
       on conflict (member_id, offer_id) do nothing`,
        [memberId, id, now],
      );
      return visibleOffer(ctx.db, memberId, id, now);
    },
  );
}
