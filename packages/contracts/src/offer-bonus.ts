import { type OfferAudienceMember, offerAudienceIncludes } from './offer-audience.ts';
import { offerWindowState } from './offer-window.ts';
import type { Offer, OfferTarget } from './provider/offers.ts';

/** A purchase at the till, as an offer's rule reads it. */
export interface OfferPurchase {
  occurredAt: Date;
  /** The purchase's total. */
  amountJmd: number;
  store: string;
  /** What was bought, when the till says: a category or brand offer needs them. */
  lines: ReadonlyArray<{ category: string; brand: string; amountJmd: number }>;
}

/** Where the member stands with the offer when the purchase is recorded. */
export interface OfferMemberState {
  member: OfferAudienceMember;
  /** When they activated it; null: not active for them. */
  activatedAt: Date | null;
  /** Bonus points already earned from it (the cap counts them). */
  earnedPoints: number;
}

/** The programme's rate: one point per J$100 spent, rounded down (loyalty-api points/tier-rules.ts). */
const JMD_PER_POINT = 100;

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The part of the purchase the target covers, in J$: 0 when it does not match. */
function matchingSpend(target: OfferTarget, purchase: OfferPurchase): number {
  const lines = (keep: (line: OfferPurchase['lines'][number]) => boolean) =>
    purchase.lines.filter(keep).reduce((sum, line) => sum + line.amountJmd, 0);
  switch (target.kind) {
    case 'category':
      return lines((line) => same(line.category, target.category));
    case 'brand':
      return lines((line) => same(line.brand, target.brand));
    case 'store':
      return same(purchase.store, target.store) ? purchase.amountJmd : 0;
    case 'spend':
      return purchase.amountJmd >= target.minimumJmd ? purchase.amountJmd : 0;
  }
}

/**
 * The bonus points one offer gives one purchase (docs/decisions/0044-offers.md): none unless the
 * member is in its audience, activated it no later than the purchase, and the purchase falls in its
 * window; then a fixed bonus, or the matching spend's points times the multiplier less the points
 * the purchase earns anyway, trimmed so the member's total from the offer stays within its cap.
 */
export function offerBonusOf(
  offer: Pick<Offer, 'rule' | 'startsAt' | 'endsAt' | 'audience' | 'capPerMember'>,
  purchase: OfferPurchase,
  state: OfferMemberState,
): number {
  if (state.activatedAt === null || state.activatedAt.getTime() > purchase.occurredAt.getTime()) return 0;
  if (offerWindowState(offer, purchase.occurredAt) !== 'open') return 0;
  if (!offerAudienceIncludes(offer.audience, state.member)) return 0;
  const spend = matchingSpend(offer.rule.on, purchase);
  if (spend <= 0) return 0;
  const { bonus } = offer.rule;
  const points =
    bonus.kind === 'fixed' ? bonus.points : Math.floor(Math.floor(spend / JMD_PER_POINT) * (bonus.times - 1));
  return Math.max(0, Math.min(points, offer.capPerMember - state.earnedPoints));
}
