import type { Offer } from './provider/offers.ts';

/** Where an offer's window stands at an instant. */
export type OfferWindowState = 'scheduled' | 'open' | 'ended';

/**
 * Open from its start instant (inclusive) to its end instant (exclusive): marketing writes both in
 * Jamaica time (provider/offer-file.ts), stored as instants, so the edges are the same on any
 * server (docs/decisions/0044-offers.md).
 */
export function offerWindowState(offer: Pick<Offer, 'startsAt' | 'endsAt'>, at: Date): OfferWindowState {
  const time = at.getTime();
  if (time < Date.parse(offer.startsAt)) return 'scheduled';
  return time < Date.parse(offer.endsAt) ? 'open' : 'ended';
}
