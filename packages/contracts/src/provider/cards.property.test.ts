import { MESSAGES } from '@portal/validation/messages';
import { digits } from '@portal/validation/property-arbitraries';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CardLinkRequestSchema } from './cards.ts';

describe('card link request, for any input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => v.safeParse(CardLinkRequestSchema, input)).not.toThrow();
      }),
    );
  });

  it('takes a 6–12 digit customer number and the last four digits, and nothing more (never a full card number)', () => {
    fc.assert(
      fc.property(digits(6, 12), digits(4, 4), digits(13, 19), (customerNumber, cardLastFour, cardNumber) => {
        expect(v.parse(CardLinkRequestSchema, { customerNumber, cardLastFour })).toEqual({
          customerNumber,
          cardLastFour,
        });
        expect(v.is(CardLinkRequestSchema, { customerNumber, cardLastFour, cardNumber })).toBe(false);
        const full = v.safeParse(CardLinkRequestSchema, { customerNumber, cardLastFour: cardNumber });
        expect(full.success).toBe(false);
        if (!full.success) expect(full.issues[0].message).toBe(MESSAGES.max(4));
      }),
    );
  });
});
