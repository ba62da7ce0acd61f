import type { MemberOffer, OfferTarget } from '@portal/contracts/provider/offers';
import { formatJmd } from '@portal/ui/format/format-jmd';
import { formatNumber } from '@portal/ui/format/format-number';
import { formatPoints, POINTS_UNIT } from '@portal/ui/format/format-points';
import { formatDateTime } from '../vouchers/voucher-format.ts';

type Rule = MemberOffer['rule'];

const MULTIPLIER_WORDS: Readonly<Record<number, string>> = { 2: 'Double points', 3: 'Triple points' };

/** Bonus points as the ledger names them ("+150 bonus pts: …"): "150 bonus pts". */
const bonusPoints = (points: number): string => `${formatNumber(points)} bonus ${POINTS_UNIT}`;

/** "Double points", "1.5 times the points", "150 bonus pts". */
function bonusWords(bonus: Rule['bonus']): string {
  if (bonus.kind === 'fixed') return bonusPoints(bonus.points);
  return MULTIPLIER_WORDS[bonus.times] ?? `${bonus.times} times the points`;
}

/** What a purchase needs, after the bonus: "on Groceries", "at Portmore Pines", "when you spend J$15,000.00 or more". */
function targetWords(on: OfferTarget, fixed: boolean): string {
  switch (on.kind) {
    case 'category':
      return fixed ? `when you buy ${on.category}` : `on ${on.category}`;
    case 'brand':
      return fixed ? `when you buy ${on.brand}` : `on ${on.brand}`;
    case 'store':
      return `when you shop at ${on.store}`;
    case 'spend':
      return `when you spend ${formatJmd(on.minimumJmd)} or more in one purchase`;
  }
}

/**
 * What an offer gives, in plain words: "Double points on Groceries", "150 bonus pts when you shop
 * at Portmore Pines, St. Catherine", "1.5 times the points when you spend J$15,000.00 or more in
 * one purchase".
 */
export function offerRuleText(rule: Rule): string {
  return `${bonusWords(rule.bonus)} ${targetWords(rule.on, rule.bonus.kind === 'fixed')}`;
}

/** The most one member earns from it: "Up to 450 bonus pts in all." */
export const offerCapText = (capPerMember: number): string => `Up to ${bonusPoints(capPerMember)} in all.`;

/** The window in Jamaica time: "From 20 November 2026 at 12:00 am until 18 December 2026 at 12:00 am." */
export const offerWindowText = (offer: Pick<MemberOffer, 'startsAt' | 'endsAt'>): string =>
  `From ${formatDateTime(offer.startsAt)} until ${formatDateTime(offer.endsAt)}.`;

/** What the member has from it: "You’ve earned 150 pts from this offer.", or how to start. */
export function offerEarnedText(offer: Pick<MemberOffer, 'activatedAt' | 'earnedPoints'>): string {
  if (offer.earnedPoints > 0) return `You’ve earned ${formatPoints(offer.earnedPoints)} from this offer.`;
  return offer.activatedAt === null
    ? 'Activate it, then show your member card at the till.'
    : 'Nothing earned yet: show your member card at the till.';
}
