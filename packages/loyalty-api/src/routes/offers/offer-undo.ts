import { type MemberOffer, OFFER_MESSAGES, OfferIdParamsSchema } from '@portal/contracts/provider/offers';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireMember } from '../../http/authenticate.ts';
import { openOfferOf } from '../../offers/open-offer.ts';
import { visibleOffer } from '../../offers/visible-offer.ts';

/**
 * DELETE /api/v1/offers/{id}/activation — undoes the member's activation while the offer is open
 * (points already earned from it stay); undoing one not active answers the same. An ended offer
 * is refused with 409.
 */
export function registerOfferUndo(app: ProviderApp, ctx: ProviderContext): void {
  app.delete(
    '/api/v1/offers/:id/activation',
    { preValidation: requireMember(ctx), schema: { params: OfferIdParamsSchema } },
    async (request): Promise<MemberOffer> => {
      const { memberId, id, now } = await openOfferOf(ctx, request, { notOpen: OFFER_MESSAGES.ended });
      await ctx.db.query('delete from offer_activations where member_id = $1 and offer_id = $2', [memberId, id]);
      return visibleOffer(ctx.db, memberId, id, now);
    },
  );
}
