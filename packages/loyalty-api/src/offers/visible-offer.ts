import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { type MemberOffer, OFFER_MESSAGES } from '@portal/contracts/provider/offers';
import type { Queryable } from '../db/database.ts';
import { ProviderError } from '../http/provider-error.ts';
import { memberOffers } from './member-offers.ts';

/** One offer as the member sees it, whatever its window; an offer not for them is a 404, as one that does not exist. */
export async function visibleOffer(db: Queryable, memberId: number, offerId: string, now: Date): Promise<MemberOffer> {
  const [offer] = await memberOffers(db, memberId, now, offerId);
  if (!offer) throw new ProviderError(404, ERROR_CODES.offerUnknown, OFFER_MESSAGES.unknown);
  return offer;
}
