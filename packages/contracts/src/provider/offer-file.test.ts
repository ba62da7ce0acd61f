import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import example from '../../../../docs/offers-example.json' with { type: 'json' };
import { checkOfferFile, offerFileTime } from './offer-file.ts';

const portmore = {
  id: 'portmore-spend',
  title: 'Portmore spend offer',
  image: '/media/offers/portmore-spend.svg',
  rule: { bonus: { kind: 'fixed', points: 150 }, on: { kind: 'spend', minimumJmd: 10_000 } },
  window: { start: '2026-12-01T00:00', end: '2026-12-24T18:00' },
  audience: { kind: 'all' },
  capPerMember: 450,
};

describe('the offer file marketing publishes', () => {
  it('turns Jamaica wall-clock times into instants (UTC−5 all year)', () => {
    const { window: _, ...offer } = portmore;
    expect(checkOfferFile({ offers: [portmore] })).toEqual({
      ok: true,
      offers: [{ ...offer, startsAt: '2026-12-01T05:00:00.000Z', endsAt: '2026-12-24T23:00:00.000Z' }],
    });
  });

  it('writes an instant as the file reads it back, to the minute', () => {
    expect(offerFileTime(Date.parse('2026-12-01T05:00:00Z'))).toBe('2026-12-01T00:00');
    expect(offerFileTime(Date.parse('2027-01-01T04:59:59Z'))).toBe('2026-12-31T23:59');
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2040-01-01') }), (ms) => {
        const minute = ms - (ms % 60_000);
        const checked = checkOfferFile({
          offers: [{ ...portmore, window: { start: offerFileTime(ms), end: offerFileTime(minute + 60_000) } }],
        });
        return checked.ok && checked.offers[0]!.startsAt === new Date(minute).toISOString();
      }),
    );
  });

  it('names the offer and the field of every problem', () => {
    const bad = {
      offers: [
        portmore,
        {
          ...portmore,
          id: 'triple-groceries',
          rule: { bonus: { kind: 'multiplier', times: 1 }, on: portmore.rule.on },
        },
        { ...portmore, id: 'no-window', window: { start: '2026-12-10T00:00', end: '2026-12-01T00:00' } },
        { ...portmore, id: 'Bad Id', audience: { kind: 'tier', tiers: ['Platinum'] } },
      ],
    };
    const checked = checkOfferFile(bad);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual([
      'offer "triple-groceries" (offer 2), rule.bonus.times: the multiplier must be at least 1.5',
      'offer "no-window" (offer 3), window.end: the end must be after the start',
      'offer "Bad Id" (offer 4), id: the id must be 3–64 lower-case letters, digits and dashes, like portmore-spend',
      'offer "Bad Id" (offer 4), audience.tiers.0: a tier must be one of Bronze, Silver, Gold',
    ]);
  });

  it('refuses an unknown rule kind, a time that is not a real one, and the same id twice', () => {
    const problems = (file: unknown) => {
      const checked = checkOfferFile(file);
      return checked.ok ? [] : checked.problems;
    };
    expect(problems({ offers: [{ ...portmore, rule: { ...portmore.rule, on: { kind: 'weekday' } } }] })).toEqual([
      'offer "portmore-spend" (offer 1), rule.on.kind: the target kind must be category, brand, store or spend',
    ]);
    expect(
      problems({ offers: [{ ...portmore, window: { start: '2026-02-30T00:00', end: '2026-12-01T00:00' } }] }),
    ).toEqual(['offer "portmore-spend" (offer 1), window.start: the start is not a real date and time']);
    expect(problems({ offers: [portmore, portmore] })).toEqual(['offers: an id appears more than once']);
    expect(problems({ offers: [] })).toEqual(['offers: the file has no offers']);
    expect(problems('nonsense').length).toBe(1);
  });

  it('takes the example marketing starts from (docs/offers-example.json): every rule kind and audience', () => {
    const checked = checkOfferFile(example);
    expect(checked.ok).toBe(true);
    const offers = checked.ok ? checked.offers : [];
    expect(new Set(offers.map((offer) => offer.rule.on.kind))).toEqual(
      new Set(['store', 'category', 'brand', 'spend']),
    );
    expect(new Set(offers.map((offer) => offer.audience.kind))).toEqual(
      new Set(['all', 'tier', 'member-class', 'members']),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => checkOfferFile(input)).not.toThrow();
        expect(() => checkOfferFile({ offers: [input] })).not.toThrow();
      }),
    );
  });
});
