import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OfferMemberState, type OfferPurchase, offerBonusOf } from './offer-bonus.ts';
import { offerWindowState } from './offer-window.ts';
import { OFFER_MEMBER_CLASSES, OFFER_TIERS, type Offer } from './provider/offers.ts';

const CATEGORIES = ['Groceries', 'Household', 'Pharmacy'];
const BRANDS = ['Grace', 'Blue Mountain', 'Lasco'];
const STORES = ['Portmore Pines, St. Catherine', 'Half Way Tree, Kingston'];
const DEC_2026 = Date.parse('2026-12-01T05:00:00Z');
const WEEK_MS = 7 * 86_400_000;

const target: fc.Arbitrary<Offer['rule']['on']> = fc.oneof(
  fc.constantFrom(...CATEGORIES).map((category) => ({ kind: 'category' as const, category })),
  fc.constantFrom(...BRANDS).map((brand) => ({ kind: 'brand' as const, brand })),
  fc.constantFrom(...STORES).map((store) => ({ kind: 'store' as const, store })),
  fc.integer({ min: 1, max: 30_000 }).map((minimumJmd) => ({ kind: 'spend' as const, minimumJmd })),
);
const bonus: fc.Arbitrary<Offer['rule']['bonus']> = fc.oneof(
  fc.integer({ min: 15, max: 100 }).map((tenths) => ({ kind: 'multiplier' as const, times: tenths / 10 })),
  fc.integer({ min: 1, max: 5_000 }).map((points) => ({ kind: 'fixed' as const, points })),
);
const audience: fc.Arbitrary<Offer['audience']> = fc.oneof(
  fc.constant({ kind: 'all' as const }),
  fc.subarray([...OFFER_TIERS], { minLength: 1 }).map((tiers) => ({ kind: 'tier' as const, tiers })),
  fc
    .subarray([...OFFER_MEMBER_CLASSES], { minLength: 1 })
    .map((classes) => ({ kind: 'member-class' as const, classes })),
  fc.subarray(['20000001', '20000002', '20000003'], { minLength: 1 }).map((accountNumbers) => ({
    kind: 'members' as const,
    accountNumbers,
  })),
);
const offer: fc.Arbitrary<Offer> = fc.record({
  id: fc.constant('any-offer'),
  title: fc.constant('Any offer'),
  image: fc.constant('/media/offers/any.svg'),
  rule: fc.record({ bonus, on: target }),
  startsAt: fc.constant(new Date(DEC_2026).toISOString()),
  endsAt: fc.constant(new Date(DEC_2026 + WEEK_MS).toISOString()),
  audience,
  capPerMember: fc.integer({ min: 1, max: 10_000 }),
});
const purchase: fc.Arbitrary<OfferPurchase> = fc.record({
  occurredAt: fc.integer({ min: DEC_2026 - WEEK_MS, max: DEC_2026 + 2 * WEEK_MS }).map((ms) => new Date(ms)),
  amountJmd: fc.integer({ min: 1, max: 5_000_000 }).map((cents) => cents / 100),
  store: fc.constantFrom(...STORES),
  lines: fc.array(
    fc.record({
      category: fc.constantFrom(...CATEGORIES),
      brand: fc.constantFrom(...BRANDS),
      amountJmd: fc.integer({ min: 1, max: 2_000_000 }).map((cents) => cents / 100),
    }),
    { maxLength: 5 },
  ),
});
const state: fc.Arbitrary<OfferMemberState> = fc.record({
  member: fc.record({
    accountNumber: fc.constantFrom('20000001', '20000002', '20000003', '20000004'),
    tier: fc.constantFrom(...OFFER_TIERS),
    memberClass: fc.constantFrom(...OFFER_MEMBER_CLASSES),
  }),
  activatedAt: fc.option(
    fc.integer({ min: DEC_2026 - WEEK_MS, max: DEC_2026 + 2 * WEEK_MS }).map((ms) => new Date(ms)),
    { nil: null },
  ),
  earnedPoints: fc.integer({ min: 0, max: 12_000 }),
});

describe('an offer’s bonus, for any offer, purchase and member', () => {
  it('is a whole number from 0 to what the cap leaves', () => {
    fc.assert(
      fc.property(offer, purchase, state, (o, p, s) => {
        const points = offerBonusOf(o, p, s);
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(Math.max(0, o.capPerMember - s.earnedPoints));
      }),
    );
  });

  it('is nothing outside the window, before activation, or outside the audience', () => {
    fc.assert(
      fc.property(offer, purchase, state, (o, p, s) => {
        const points = offerBonusOf(o, p, s);
        if (points === 0) return;
        expect(offerWindowState(o, p.occurredAt)).toBe('open');
        expect(s.activatedAt!.getTime()).toBeLessThanOrEqual(p.occurredAt.getTime());
        const a = o.audience;
        if (a.kind === 'tier') expect(a.tiers).toContain(s.member.tier);
        if (a.kind === 'member-class') expect(a.classes).toContain(s.member.memberClass);
        if (a.kind === 'members') expect(a.accountNumbers).toContain(s.member.accountNumber);
      }),
    );
  });

  it('never passes the cap, summed over a member’s purchases', () => {
    fc.assert(
      fc.property(offer, fc.array(purchase, { maxLength: 8 }), state, (o, purchases, s) => {
        let earned = 0;
        for (const p of purchases) earned += offerBonusOf(o, p, { ...s, earnedPoints: earned });
        expect(earned).toBeLessThanOrEqual(o.capPerMember);
      }),
    );
  });

  it('gives a fixed bonus whole or not at all, below the cap', () => {
    fc.assert(
      fc.property(offer, purchase, state, (o, p, s) => {
        fc.pre(o.rule.bonus.kind === 'fixed' && s.earnedPoints + o.rule.bonus.points <= o.capPerMember);
        const points = offerBonusOf(o, p, s);
        expect([0, o.rule.bonus.kind === 'fixed' ? o.rule.bonus.points : -1]).toContain(points);
      }),
    );
  });
});
