import { describe, expect, it } from 'vitest';
import { offerTallyOf, offerTallyText } from './offer-tally.ts';

const offer = (activatedAt: string | null, earnedPoints = 0) => ({ activatedAt, earnedPoints });

describe('offerTallyOf (docs/decisions/0044-offers.md)', () => {
  it('counts the open offers, the active ones and what they earned', () => {
    expect(offerTallyOf([offer(null), offer('2026-11-20T15:00:00Z', 150), offer('2026-11-21T15:00:00Z', 20)])).toEqual({
      open: 3,
      active: 2,
      earnedPoints: 170,
    });
  });

  it('is all zero without offers', () => {
    expect(offerTallyOf([])).toEqual({ open: 0, active: 0, earnedPoints: 0 });
  });
});

describe('offerTallyText', () => {
  it.each([
    [0, 0, 'No offers for you right now.'],
    [1, 0, 'You have 1 offer to activate.'],
    [5, 0, 'You have 5 offers to activate.'],
    [1, 1, 'Your offer is active.'],
    [3, 3, 'All 3 of your offers are active.'],
    [5, 1, '1 of your 5 offers is active.'],
    [5, 2, '2 of your 5 offers are active.'],
  ])('%i open, %i active: %s', (open, active, text) => {
    expect(offerTallyText({ open, active })).toBe(text);
  });
});
