import { describe, expect, it } from 'vitest';
import { offerCapText, offerEarnedText, offerRuleText, offerWindowText } from './offer-terms.ts';

describe('offerRuleText: what an offer gives, in plain words', () => {
  it.each([
    [
      { bonus: { kind: 'multiplier', times: 2 }, on: { kind: 'category', category: 'Groceries' } },
      'Double points on Groceries',
    ],
    [{ bonus: { kind: 'multiplier', times: 3 }, on: { kind: 'brand', brand: 'Grace' } }, 'Triple points on Grace'],
    [
      { bonus: { kind: 'multiplier', times: 1.5 }, on: { kind: 'spend', minimumJmd: 15_000 } },
      '1.5 times the points when you spend J$15,000.00 or more in one purchase',
    ],
    [
      { bonus: { kind: 'fixed', points: 150 }, on: { kind: 'store', store: 'Portmore Pines, St. Catherine' } },
      '150 bonus pts when you shop at Portmore Pines, St. Catherine',
    ],
    [
      { bonus: { kind: 'fixed', points: 1250 }, on: { kind: 'category', category: 'Fuel' } },
      '1,250 bonus pts when you buy Fuel',
    ],
  ] as const)('%o → %s', (rule, text) => {
    expect(offerRuleText(rule)).toBe(text);
  });
});

describe('the rest of an offer', () => {
  it('says the cap in pts', () => {
    expect(offerCapText(2000)).toBe('Up to 2,000 bonus pts in all.');
  });

  it('gives the window in Jamaica time (UTC−5): midnight there is 05:00 UTC', () => {
    expect(offerWindowText({ startsAt: '2026-11-20T05:00:00.000Z', endsAt: '2026-12-18T05:00:00.000Z' })).toBe(
      'From 20 November 2026 at 12:00 am until 18 December 2026 at 12:00 am.',
    );
  });

  it('says what the member earned, or how to earn', () => {
    expect(offerEarnedText({ activatedAt: '2026-11-20T15:00:00Z', earnedPoints: 150 })).toBe(
      'You’ve earned 150 pts from this offer.',
    );
    expect(offerEarnedText({ activatedAt: null, earnedPoints: 150 })).toBe('You’ve earned 150 pts from this offer.');
    expect(offerEarnedText({ activatedAt: '2026-11-20T15:00:00Z', earnedPoints: 0 })).toBe(
      'Nothing earned yet: show your member card at the till.',
    );
    expect(offerEarnedText({ activatedAt: null, earnedPoints: 0 })).toBe(
      'Activate it, then show your member card at the till.',
    );
  });
});
