import type { Reward } from '@portal/contracts/provider/rewards';

/** What a reward card tells a signed-in member about their points (issue 21). */
export type Affordability = { kind: 'can-redeem' } | { kind: 'short'; points: number };

/**
 * "You can redeem this" for a reward available now that the balance covers; "X pts to go" for one
 * that is or will be available and costs more than the balance. Nothing for a reward that cannot
 * be redeemed anyway (sold out, ended), for one that is coming and already affordable (its badge
 * says when), and while the balance is unknown.
 */
export function affordabilityOf(
  reward: Pick<Reward, 'points' | 'availability'>,
  balance: number | null,
): Affordability | null {
  if (balance === null) return null;
  if (reward.availability === 'sold-out' || reward.availability === 'ended') return null;
  if (reward.points > balance) return { kind: 'short', points: reward.points - balance };
  return reward.availability === 'available' ? { kind: 'can-redeem' } : null;
}
