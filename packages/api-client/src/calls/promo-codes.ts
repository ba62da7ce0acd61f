import { request } from '@portal/api-client/http';
import { PromoClaimSchema, PromoCodeSchema } from '@portal/contracts/provider/promo-codes';

/** Promo-code calls of requirements §19.4. Codes are sent as typed (the provider matches any case). */

export const getPromoCode = (code: string) =>
  request({ method: 'get', path: `api/v1/promo-codes/${encodeURIComponent(code)}`, schema: PromoCodeSchema });

export const claimPromoCode = (code: string, phoneNumber: string) =>
  request({
    method: 'post',
    path: `api/v1/promo-codes/${encodeURIComponent(code)}/claim`,
    json: { phoneNumber },
    schema: PromoClaimSchema,
  });
