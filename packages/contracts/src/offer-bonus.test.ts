import { describe, expect, it } from 'vitest';
import { type OfferMemberState, type OfferPurchase, offerBonusOf } from './offer-bonus.ts';
import type { Offer } from './provider/offers.ts';

/** 1 Dec 2026 00:00 to 8 Dec 2026 00:00, Jamaica time (UTC−5): 05:00 UTC each. */
const offer = (rule: Offer['rule'], more: Partial<Offer> = {}): Offer => ({
  id: 'test-offer',
  title: 'Test offer',
  image: '/media/offers/test.svg',
  rule,
  startsAt: '2026-12-01T05:00:00.000Z',
  endsAt: '2026-12-08T05:00:00.000Z',
  audience: { kind: 'all' },
  capPerMember: 1_000,
  ...more,
});

const purchase = (more: Partial<OfferPurchase> = {}): OfferPurchase => ({
  occurredAt: new Date('2026-12-03T15:00:00.000Z'),
  amountJmd: 12_000,
  store: 'Portmore Pines, St. Catherine',
  lines: [
    { category: 'Groceries', brand: 'Grace', amountJmd: 5_000 },
    { category: 'Household', brand: 'Blue Mountain', amountJmd: 7_000 },
  ],
  ...more,
});

const active: OfferMemberState = {
  member: { accountNumber: '20000001', tier: 'Silver', memberClass: 'verified' },
  activatedAt: new Date('2026-12-01T12:00:00.000Z'),
  earnedPoints: 0,
};

describe('the bonus an offer gives a purchase, every rule kind', () => {
  it('multiplies the points of a category’s lines only (2× on J$5,000 of groceries: 50 more)', () => {
    const double = offer({ bonus: { kind: 'multiplier', times: 2 }, on: { kind: 'category', category: 'groceries' } });
    expect(offerBonusOf(double, purchase(), active)).toBe(50);
    expect(offerBonusOf(double, purchase({ lines: [] }), active)).toBe(0);
  });

  it('gives a fixed bonus for a brand among the lines', () => {
    const brand = offer({ bonus: { kind: 'fixed', points: 150 }, on: { kind: 'brand', brand: 'Blue Mountain' } });
    expect(offerBonusOf(brand, purchase(), active)).toBe(150);
    expect(offerBonusOf(brand, purchase({ lines: [{ category: 'x', brand: 'Grace', amountJmd: 9 }] }), active)).toBe(0);
  });

  it('takes the whole purchase for a store, in any case', () => {
    const store = offer({
      bonus: { kind: 'multiplier', times: 3 },
      on: { kind: 'store', store: 'portmore pines, st. catherine' },
    });
    expect(offerBonusOf(store, purchase(), active)).toBe(240);
    expect(offerBonusOf(store, purchase({ store: 'Half Way Tree, Kingston' }), active)).toBe(0);
  });

  it('gives a spend threshold’s bonus from the threshold up, not below', () => {
    const spend = offer({ bonus: { kind: 'fixed', points: 150 }, on: { kind: 'spend', minimumJmd: 12_000 } });
    expect(offerBonusOf(spend, purchase(), active)).toBe(150);
    expect(offerBonusOf(spend, purchase({ amountJmd: 11_999.99 }), active)).toBe(0);
  });

  it('rounds a fractional multiplier down (1.5× on 123 points: 61)', () => {
    const half = offer({ bonus: { kind: 'multiplier', times: 1.5 }, on: { kind: 'spend', minimumJmd: 1 } });
    expect(offerBonusOf(half, purchase({ amountJmd: 12_399 }), active)).toBe(61);
  });
});

describe('activation, window, cap and audience', () => {
  const fixed = offer({ bonus: { kind: 'fixed', points: 150 }, on: { kind: 'spend', minimumJmd: 1 } });

  it('gives nothing unless the member activated it by the time of the purchase', () => {
    expect(offerBonusOf(fixed, purchase(), { ...active, activatedAt: null })).toBe(0);
    const at = purchase().occurredAt;
    expect(offerBonusOf(fixed, purchase(), { ...active, activatedAt: new Date(at.getTime() + 1) })).toBe(0);
    expect(offerBonusOf(fixed, purchase(), { ...active, activatedAt: at })).toBe(150);
  });

  it('opens at midnight Jamaica time (05:00 UTC) and closes at the end’s midnight, exclusive', () => {
    const at = (iso: string) =>
      offerBonusOf(fixed, purchase({ occurredAt: new Date(iso) }), {
        ...active,
        activatedAt: new Date('2026-11-01T00:00:00Z'),
      });
    expect(at('2026-12-01T04:59:59.999Z')).toBe(0); // 30 Nov, 23:59:59.999 in Kingston
    expect(at('2026-12-01T05:00:00.000Z')).toBe(150);
    expect(at('2026-12-08T04:59:59.999Z')).toBe(150);
    expect(at('2026-12-08T05:00:00.000Z')).toBe(0);
  });

  it('keeps a member’s total within the cap: the last bonus trimmed, then none', () => {
    const capped = { ...fixed, capPerMember: 400 };
    expect(offerBonusOf(capped, purchase(), { ...active, earnedPoints: 300 })).toBe(100);
    expect(offerBonusOf(capped, purchase(), { ...active, earnedPoints: 400 })).toBe(0);
  });

  it('gives only its audience: a tier, a member class, a list of members', () => {
    const to = (audience: Offer['audience']) => offerBonusOf({ ...fixed, audience }, purchase(), active);
    expect(to({ kind: 'tier', tiers: ['Silver', 'Gold'] })).toBe(150);
    expect(to({ kind: 'tier', tiers: ['Gold'] })).toBe(0);
    expect(to({ kind: 'member-class', classes: ['verified'] })).toBe(150);
    expect(to({ kind: 'member-class', classes: ['guest', 'pending'] })).toBe(0);
    expect(to({ kind: 'members', accountNumbers: ['20000001'] })).toBe(150);
    expect(to({ kind: 'members', accountNumbers: ['20000002'] })).toBe(0);
  });
});
