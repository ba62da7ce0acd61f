import { MESSAGES } from '@portal/validation/messages';
import { chars, foreignPhone, typedPhone } from '@portal/validation/property-arbitraries';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PromoClaimRequestSchema, PromoCodeParamsSchema } from './promo-codes.ts';

describe('promo code requests, for any input', () => {
  it('never throw', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => v.safeParse(PromoCodeParamsSchema, input)).not.toThrow();
        expect(() => v.safeParse(PromoClaimRequestSchema, input)).not.toThrow();
      }),
    );
  });

  it('look a code up in upper case, and refuse anything but 4–20 letters and digits', () => {
    fc.assert(
      fc.property(chars('abcXYZ0189', 4, 20), fc.string({ maxLength: 30 }), (code, other) => {
        expect(v.parse(PromoCodeParamsSchema, { code })).toEqual({ code: code.toUpperCase() });
        const compact = other.replace(/\s+/g, '');
        expect(v.is(PromoCodeParamsSchema, { code: other })).toBe(/^[A-Za-z0-9]{4,20}$/.test(compact));
      }),
    );
  });

  it('claim with a Jamaican phone number, as 10 digits; others are refused with Invalid input', () => {
    fc.assert(
      fc.property(typedPhone, foreignPhone, (phone, foreign) => {
        expect(v.parse(PromoClaimRequestSchema, { phoneNumber: phone.typed })).toEqual({ phoneNumber: phone.core });
        const refused = v.safeParse(PromoClaimRequestSchema, { phoneNumber: foreign });
        expect(refused.success).toBe(false);
        if (!refused.success) expect(refused.issues[0].message).toBe(MESSAGES.regex);
      }),
    );
  });
});
