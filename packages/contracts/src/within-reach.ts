import { type FullMemberRefusal, fullMemberRefusalOf, type MemberClass } from './full-member-rule.ts';
import type { Reward } from './provider/rewards.ts';
import { redeemStandingOf } from './redeem-standing.ts';

/** How many rewards the dashboard offers to redeem now. */
export const WITHIN_REACH_NOW = 3;

/** What the dashboard's "Within reach" card shows. */
export type WithinReach =
  /** A guest or a pending member: the step they need first, whatever their balance. */
  | { kind: 'step-first'; refusal: FullMemberRefusal }
  | {
      kind: 'rewards';
      /** What the balance covers now, the nearest to it first (at most WITHIN_REACH_NOW). */
      now: Reward[];
      /** The cheapest reward the balance does not cover yet, and how many points it still needs. */
      next: { reward: Reward; toGo: number } | null;
    };

/**
 * The rewards within a member's reach, from rewards sorted nearest the balance first (the
 * provider's `closest` sort): the ones they can redeem now and the next one up, each judged by
 * the same rule as a reward's card and page (`redeemStandingOf`). Nearest first means the first
 * reward above the balance in that order is the cheapest above it. Null while the member's class
 * or balance is not known.
 */
export function withinReachOf(
  closestFirst: readonly Reward[],
  memberClass: MemberClass | null,
  balance: number | null,
): WithinReach | null {
  if (memberClass === null || balance === null) return null;
  // The step first, whatever the rewards (the dashboard does not even read them for such a member).
  const refusal = fullMemberRefusalOf(memberClass, 'redeem-reward');
  if (refusal) return { kind: 'step-first', refusal };
  const now: Reward[] = [];
  let next: { reward: Reward; toGo: number } | null = null;
  for (const reward of closestFirst) {
    const standing = redeemStandingOf(memberClass, reward, balance);
    if (standing?.kind === 'can-redeem' && now.length < WITHIN_REACH_NOW) now.push(reward);
    // A coming reward is not one to save for yet: its badge says when it opens.
    if (standing?.kind === 'short' && reward.availability === 'available' && next === null) {
      next = { reward, toGo: standing.points };
    }
  }
  return { kind: 'rewards', now, next };
}
