import { request } from '@portal/api-client/http';
import { MemberOfferListSchema, MemberOfferSchema } from '@portal/contracts/provider/offers';

/** Offer calls (docs/decisions/0044-offers.md): the member's open offers, activating one, undoing it. */

export const getOffers = (signal?: AbortSignal) =>
  request({ method: 'get', path: 'api/v1/offers', schema: MemberOfferListSchema, ...(signal ? { signal } : {}) });

/** Activates the offer, or undoes it (`active` false); both answer the offer as it is now and can be repeated safely. */
export const setOfferActive = (id: string, active: boolean) =>
  request({
    method: active ? 'put' : 'delete',
    path: `api/v1/offers/${encodeURIComponent(id)}/activation`,
    schema: MemberOfferSchema,
  });
