import { describe, expect, it } from 'vitest';
import type { RewardAvailability } from './provider/rewards.ts';
import { redeemStandingOf } from './redeem-standing.ts';

const reward = (points: number, availability: RewardAvailability = 'available') => ({ points, availability });

describe('redeemStandingOf, for a verified member', () => {
  it('says a reward the balance covers can be redeemed, exactly at the balance too', () => {
    expect(redeemStandingOf('verified', reward(500), 1_200)).toEqual({ kind: 'can-redeem' });
    expect(redeemStandingOf('verified', reward(1_200), 1_200)).toEqual({ kind: 'can-redeem' });
  });

  it('counts the points still to go', () => {
    expect(redeemStandingOf('verified', reward(2_680), 1_200)).toEqual({ kind: 'short', points: 1_480 });
    expect(redeemStandingOf('verified', reward(1), 0)).toEqual({ kind: 'short', points: 1 });
    expect(redeemStandingOf('verified', reward(3_000, 'upcoming'), 1_200)).toEqual({ kind: 'short', points: 1_800 });
  });

  it('says nothing of what cannot be redeemed, of what is coming and covered, or without a balance', () => {
    expect(redeemStandingOf('verified', reward(500, 'sold-out'), 1_200)).toBeNull();
    expect(redeemStandingOf('verified', reward(5_000, 'ended'), 1_200)).toBeNull();
    expect(redeemStandingOf('verified', reward(500, 'upcoming'), 1_200)).toBeNull();
    expect(redeemStandingOf('verified', reward(500), null)).toBeNull();
  });
});

describe('redeemStandingOf, for guests and pending members', () => {
  it.each([
    ['guest', 'Complete your registration first'],
    ['pending', 'Verify your e-mail address first'],
  ] as const)(
    'a %s is told the step they need first, never that they can redeem or how far they are',
    (memberClass, step) => {
      for (const balance of [0, 204, 1_200, 1_000_000, null]) {
        for (const availability of ['available', 'upcoming'] as const) {
          for (const points of [1, 500, 1_200, 5_000]) {
            const standing = redeemStandingOf(memberClass, reward(points, availability), balance);
            expect(standing?.kind).toBe('not-allowed');
            expect(standing?.kind === 'not-allowed' && standing.refusal.firstStep).toBe(step);
          }
        }
      }
    },
  );

  it('says nothing of a sold-out or ended reward to anyone', () => {
    for (const memberClass of ['guest', 'pending', 'verified'] as const) {
      expect(redeemStandingOf(memberClass, reward(500, 'sold-out'), 1_200)).toBeNull();
      expect(redeemStandingOf(memberClass, reward(500, 'ended'), 1_200)).toBeNull();
    }
  });

  it('says nothing while the class is not known (no promise a pending member could not keep)', () => {
    expect(redeemStandingOf(null, reward(500), 1_200)).toBeNull();
  });
});
