import { checkOfferFile, type OfferPublishResult } from '@portal/contracts/provider/offer-file';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireOperator } from '../../http/authenticate.ts';
import { offerFileRefusal } from '../../offers/offer-file-refusal.ts';
import { publishOffers } from '../../offers/publish-offers.ts';

/**
 * POST /operator/v1/offers — marketing publishes an offer file (`checkOfferFile`, the command's
 * own check). A file with any bad offer is refused whole with 422, each problem naming the offer
 * and the field, and nothing changes; otherwise its offers are created or replaced in one transaction.
 */
export function registerOffersPublish(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/operator/v1/offers',
    { preValidation: requireOperator(ctx, 'marketing'), bodyLimit: 4 * 1024 * 1024 },
    async (request, reply): Promise<OfferPublishResult> => {
      const checked = checkOfferFile(request.body);
      if (!checked.ok) throw offerFileRefusal(checked.problems, 'published');
      reply.header('cache-control', 'no-store');
      return publishOffers(ctx.db, checked.offers, ctx.now());
    },
  );
}
