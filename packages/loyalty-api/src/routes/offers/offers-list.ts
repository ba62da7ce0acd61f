import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import {
  type MemberOffer,
  OFFER_MESSAGES,
  OFFERS_PREVIEW_HEADER,
  OffersPreviewHeadersSchema,
} from '@portal/contracts/provider/offers';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { ProviderError } from '../../http/provider-error.ts';
import { memberOffers, previewedOffers } from '../../offers/member-offers.ts';
import { stagedOffers } from '../../offers/offer-previews.ts';

/**
 * GET /api/v1/offers — the open offers whose audience takes the member in, each with their
 * activation and what they earned from it; a guest's or pending member's with the step they need first.
 * With the `offers-preview` header (the BFF's, for a browser that opened a signed preview link):
 * the offers as that staged file would make them; a preview that has ended is a 404.
 */
export function registerOffersList(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/offers',
    { preValidation: requireMember(ctx), schema: { headers: OffersPreviewHeadersSchema } },
    async (request, reply): Promise<MemberOffer[]> => {
      reply.header('cache-control', 'private, no-store');
      const { memberId } = memberOf(request);
      const now = ctx.now();
      const previewId = request.headers[OFFERS_PREVIEW_HEADER];
      if (typeof previewId !== 'string') return memberOffers(ctx.db, memberId, now);
      const staged = await stagedOffers(ctx.db, previewId, now);
      if (!staged) throw new ProviderError(404, ERROR_CODES.offerPreviewUnknown, OFFER_MESSAGES.previewEnded);
      return previewedOffers(ctx.db, memberId, now, staged);
    },
  );
}
