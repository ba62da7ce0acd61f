import { checkOfferFile, type OfferPreview } from '@portal/contracts/provider/offer-file';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireOperator } from '../../http/authenticate.ts';
import { offerFileRefusal } from '../../offers/offer-file-refusal.ts';
import { stageOfferPreview } from '../../offers/offer-previews.ts';

/**
 * POST /operator/v1/offers/previews — marketing stages an offer file to look at before publishing
 * it (`npm run offers -- publish <file> --preview`). The file is checked exactly as a publish is
 * (a bad one: 422, nothing staged); a good one is kept for an hour under a random id, which the
 * command signs into a preview link. No member sees it; nothing is published.
 */
export function registerOffersPreview(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/operator/v1/offers/previews',
    { preValidation: requireOperator(ctx, 'marketing'), bodyLimit: 4 * 1024 * 1024 },
    async (request, reply): Promise<OfferPreview> => {
      const checked = checkOfferFile(request.body);
      if (!checked.ok) throw offerFileRefusal(checked.problems, 'staged');
      reply.status(201).header('cache-control', 'no-store');
      return stageOfferPreview(ctx.db, checked.offers, ctx.now());
    },
  );
}
