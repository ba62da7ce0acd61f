import type { ProviderRoutes } from '../../context.ts';
import { registerPromoCodeClaim } from './promo-code-claim.ts';
import { registerPromoCodeLookup } from './promo-code-lookup.ts';

/**
 * `/api/v1/promo-codes/…`: looking up a promo code and claiming its points.
 */
export const promoCodesRoutes: ProviderRoutes = async (app, { ctx }) => {
  registerPromoCodeLookup(app, ctx);
  registerPromoCodeClaim(app, ctx);
};
