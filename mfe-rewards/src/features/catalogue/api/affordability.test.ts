import { describe, expect, it } from 'vitest';
import { affordabilityOf } from './affordability.ts';

describe('affordabilityOf', () => {
  it('says a reward the balance covers can be redeemed, exactly at the balance too', () => {
    expect(affordabilityOf({ points: 500, availability: 'available' }, 1_200)).toEqual({ kind: 'can-redeem' });
    expect(affordabilityOf({ points: 1_200, availability: 'available' }, 1_200)).toEqual({ kind: 'can-redeem' });
  });

  it('counts the points still to go', () => {
    expect(affordabilityOf({ points: 2_680, availability: 'available' }, 1_200)).toEqual({
      kind: 'short',
      points: 1_480,
    });
    expect(affordabilityOf({ points: 1, availability: 'available' }, 0)).toEqual({ kind: 'short', points: 1 });
    expect(affordabilityOf({ points: 3_000, availability: 'upcoming' }, 1_200)).toEqual({
      kind: 'short',
      points: 1_800,
    });
  });

  it('says nothing of what cannot be redeemed, of what is coming and covered, or without a balance', () => {
    expect(affordabilityOf({ points: 500, availability: 'sold-out' }, 1_200)).toBeNull();
    expect(affordabilityOf({ points: 5_000, availability: 'ended' }, 1_200)).toBeNull();
    expect(affordabilityOf({ points: 500, availability: 'upcoming' }, 1_200)).toBeNull();
    expect(affordabilityOf({ points: 500, availability: 'available' }, null)).toBeNull();
  });
});
