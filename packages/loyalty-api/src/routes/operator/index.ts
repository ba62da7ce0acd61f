import type { ProviderRoutes } from '../../context.ts';
import { registerOffersPreview } from './offers-preview.ts';
import { registerOffersPublish } from './offers-publish.ts';
import { registerPurchaseRecord } from './purchase-record.ts';

/**
 * `/operator/v1/…`: what the programme's own systems call, never a browser (the BFF passes only
 * `/api/v1/*` through): marketing publishing offers (or staging them to preview), a till recording a purchase. Each takes its
 * own client's token (docs/decisions/0044-offers.md).
 */
export const operatorRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerOffersPublish(app, ctx);
  registerOffersPreview(app, ctx);
  registerPurchaseRecord(app, ctx);
};
