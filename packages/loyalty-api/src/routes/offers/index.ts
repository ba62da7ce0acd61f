import type { ProviderRoutes } from '../../context.ts';
import { registerOfferActivate } from './offer-activate.ts';
import { registerOfferUndo } from './offer-undo.ts';
import { registerOffersList } from './offers-list.ts';

/**
 * `/api/v1/offers…`: the offers a member sees, activating one, undoing it
 * (docs/decisions/0044-offers.md).
 */
export const offersRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerOffersList(app, ctx);
  registerOfferActivate(app, ctx);
  registerOfferUndo(app, ctx);
};
