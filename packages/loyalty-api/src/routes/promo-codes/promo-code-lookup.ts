import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { PROMO_CODE_MESSAGES, type PromoCode, PromoCodeParamsSchema } from '@portal/contracts/provider/promo-codes';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { ProviderError } from '../../http/provider-error.ts';
import { findPromoCode, toPromoCode } from '../../promos/promo-status.ts';

/**
 * GET /api/v1/promo-codes/{code} — what a code gives and whether this member can claim it now
 * (`status`). Codes are matched in any case. An unknown code is a 404 with a message to show.
 */
export function registerPromoCodeLookup(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/promo-codes/:code',
    { preValidation: requireMember(ctx), schema: { params: PromoCodeParamsSchema } },
    async (request): Promise<PromoCode> => {
      const { memberId } = memberOf(request);
      const { code } = request.params;
      const row = await findPromoCode(ctx.db, code, memberId);
      if (!row) throw new ProviderError(404, ERROR_CODES.promoCodeUnknown, PROMO_CODE_MESSAGES.unknown);
      return toPromoCode(row, new Date());
    },
  );
}
