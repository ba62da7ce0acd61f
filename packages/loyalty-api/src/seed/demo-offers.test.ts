import { offerWindowState } from '@portal/contracts/offer-window';
import { checkOfferFile } from '@portal/contracts/provider/offer-file';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoOfferFile } from './demo-offers.ts';

describe('the demo offers', () => {
  it('are a valid offer file whenever they are seeded: four open then, one to come', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), (now) => {
        const checked = checkOfferFile(demoOfferFile(now));
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        const states = checked.offers.map((offer) => offerWindowState(offer, now));
        expect(states).toEqual(['open', 'open', 'open', 'open', 'scheduled']);
      }),
    );
  });

  it('open and close at midnight in Jamaica (05:00 UTC)', () => {
    const checked = checkOfferFile(demoOfferFile(new Date('2026-11-26T23:30:00Z')));
    if (!checked.ok) throw new Error(checked.problems.join('\n'));
    expect(checked.offers[0]).toMatchObject({
      startsAt: '2026-11-19T05:00:00.000Z',
      endsAt: '2026-12-17T05:00:00.000Z',
    });
  });
});
