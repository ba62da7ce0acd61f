import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Reward } from './provider/rewards.ts';
import { WITHIN_REACH_NOW, withinReachOf } from './within-reach.ts';

const reward = (id: number, points: number, availability: Reward['availability'] = 'available'): Reward => ({
  id,
  slug: `reward-${id}`,
  name: `Reward ${id}`,
  description: '',
  terms: '',
  points,
  valueJmd: null,
  partner: null,
  category: { id: 1, name: 'Grocery', slug: 'grocery' },
  imageUrl: `/media/rewards/${id}.webp`,
  activeDate: '2026-01-01',
  endDate: null,
  stock: null,
  voucherValidDays: 30,
  availability,
});

/** The provider's `closest` order: nearest the balance first, ties the cheaper first. */
const closestFirst = (rewards: Reward[], balance: number) =>
  [...rewards].sort((a, b) => Math.abs(a.points - balance) - Math.abs(b.points - balance) || a.points - b.points);

describe('the rewards within reach', () => {
  it('are the three the balance covers nearest to it, and the cheapest one above it with the points to go', () => {
    const balance = 6_456;
    const rewards = [500, 1_500, 5_000, 6_000, 6_456, 7_000, 9_500, 20_000].map((points, i) => reward(i + 1, points));
    const reach = withinReachOf(closestFirst(rewards, balance), 'verified', balance);
    expect(reach).toEqual({
      kind: 'rewards',
      now: [rewards[4], rewards[3], rewards[2]],
      next: { reward: rewards[5], toGo: 544 },
    });
  });

  it('leave out what no one can redeem now: sold out, ended, and a coming one as the next', () => {
    const balance = 1_000;
    const rewards = [
      reward(1, 900, 'sold-out'),
      reward(2, 950, 'ended'),
      reward(3, 800, 'upcoming'),
      reward(4, 1_100, 'upcoming'),
      reward(5, 700),
      reward(6, 1_400),
    ];
    expect(withinReachOf(closestFirst(rewards, balance), 'verified', balance)).toEqual({
      kind: 'rewards',
      now: [rewards[4]],
      next: { reward: rewards[5], toGo: 400 },
    });
  });

  it('tell a guest or a pending member the step they need first, whatever their balance', () => {
    const rewards = [reward(1, 100), reward(2, 50_000)];
    expect(withinReachOf(rewards, 'guest', 99_999)).toMatchObject({
      kind: 'step-first',
      refusal: { reason: 'guest', firstStep: 'Complete your registration first' },
    });
    expect(withinReachOf(rewards, 'pending', 99_999)).toMatchObject({
      kind: 'step-first',
      refusal: { reason: 'pending', firstStep: 'Verify your e-mail address first' },
    });
    // Without any rewards read: the dashboard does not ask for them for such a member.
    expect(withinReachOf([], 'guest', 0)).toMatchObject({ kind: 'step-first', refusal: { reason: 'guest' } });
    expect(withinReachOf([], 'pending', 0)).toMatchObject({ kind: 'step-first', refusal: { reason: 'pending' } });
  });

  it('wait for the class and the balance', () => {
    expect(withinReachOf([reward(1, 100)], null, 500)).toBeNull();
    expect(withinReachOf([reward(1, 100)], 'verified', null)).toBeNull();
  });

  it('for any catalogue and balance: every one offered now is covered and available, and none cheaper than the next is left above it', () => {
    const arbitraryReward = fc.record({
      points: fc.integer({ min: 1, max: 30_000 }),
      availability: fc.constantFrom<Reward['availability']>('available', 'upcoming', 'ended', 'sold-out'),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryReward, { maxLength: 30 }),
        fc.integer({ min: 0, max: 30_000 }),
        (drawn, balance) => {
          const rewards = drawn.map(({ points, availability }, i) => reward(i + 1, points, availability));
          const reach = withinReachOf(closestFirst(rewards, balance), 'verified', balance);
          if (reach?.kind !== 'rewards') throw new Error('a verified member always gets rewards');
          const available = rewards.filter((item) => item.availability === 'available');
          const covered = available.filter((item) => item.points <= balance);
          expect(reach.now).toHaveLength(Math.min(WITHIN_REACH_NOW, covered.length));
          for (const item of reach.now) expect(covered).toContain(item);
          // Nearest first: nothing covered and left out is nearer the balance than one offered.
          const lowestOffered = Math.min(...reach.now.map((item) => item.points));
          expect(covered.filter((item) => !reach.now.includes(item) && item.points > lowestOffered)).toEqual([]);
          const above = available.filter((item) => item.points > balance);
          const cheapestAbove = Math.min(...above.map((item) => item.points));
          expect(reach.next?.reward.points ?? Number.POSITIVE_INFINITY).toBe(cheapestAbove);
          expect(reach.next?.toGo ?? null).toBe(reach.next ? reach.next.reward.points - balance : null);
        },
      ),
    );
  });
});
