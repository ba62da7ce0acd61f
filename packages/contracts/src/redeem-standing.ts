import { type FullMemberRefusal, fullMemberRefusalOf, type MemberClass } from './full-member-rule.ts';
import type { Reward } from './provider/rewards.ts';

/** Where a signed-in member stands with one reward. */
export type RedeemStanding =
  | { kind: 'not-allowed'; refusal: FullMemberRefusal }
  | { kind: 'can-redeem' }
  | { kind: 'short'; points: number };

/**
 * What a reward card and the reward's page tell a signed-in member
 * (docs/decisions/0028-affordability-and-favourites.md), in order: nothing for a reward no one can
 * redeem (sold out, ended); the step a guest or a pending member needs first (whatever their balance:
 * the provider would refuse them); "X pts to go" for one that is or will be available and costs more
 * than the balance; "You can redeem this" for one available now that the balance covers. Nothing while
 * the class or the balance is not known, and for a coming reward already covered (its badge says when).
 */
export function redeemStandingOf(
  memberClass: MemberClass | null,
  reward: Pick<Reward, 'points' | 'availability'>,
  balance: number | null,
): RedeemStanding | null {
  if (reward.availability === 'sold-out' || reward.availability === 'ended') return null;
  if (memberClass === null) return null;
  const refusal = fullMemberRefusalOf(memberClass, 'redeem-reward');
  if (refusal) return { kind: 'not-allowed', refusal };
  if (balance === null) return null;
  if (reward.points > balance) return { kind: 'short', points: reward.points - balance };
  return reward.availability === 'available' ? { kind: 'can-redeem' } : null;
}
