import type { MemberOffer } from './provider/offers.ts';

/** How a member stands with their offers: what the offers page heads its list with and the dashboard's card says. */
export interface OfferTally {
  /** Offers open to the member now. */
  open: number;
  /** Of those, the ones they have activated. */
  active: number;
  /** Bonus points earned from the open offers so far. */
  earnedPoints: number;
}

export function offerTallyOf(offers: ReadonlyArray<Pick<MemberOffer, 'activatedAt' | 'earnedPoints'>>): OfferTally {
  return {
    open: offers.length,
    active: offers.filter((offer) => offer.activatedAt !== null).length,
    earnedPoints: offers.reduce((sum, offer) => sum + offer.earnedPoints, 0),
  };
}

const offersCount = (count: number): string => (count === 1 ? '1 offer' : `${count} offers`);

/**
 * The tally in one sentence: "2 of your 5 offers are active.", "You have 3 offers to activate.",
 * "All 2 of your offers are active.", "No offers for you right now."
 */
export function offerTallyText({ open, active }: Pick<OfferTally, 'open' | 'active'>): string {
  if (open === 0) return 'No offers for you right now.';
  if (active === 0) return `You have ${offersCount(open)} to activate.`;
  if (active === open) return open === 1 ? 'Your offer is active.' : `All ${open} of your offers are active.`;
  return `${active} of your ${offersCount(open)} ${active === 1 ? 'is' : 'are'} active.`;
}
