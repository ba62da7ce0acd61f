import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from './field-errors.ts';
import { MESSAGES } from './messages.ts';
import { promoClaimFormSchema, promoCodeFormSchema } from './promo-code-schema.ts';
import { chars, foreignPhone, typedPhone } from './property-arbitraries.ts';

const code = chars('abcxyzABCXYZ0123456789', 4, 20);

describe('promo code form, for any input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (values) => {
        expect(() => validateForm(promoCodeFormSchema, values)).not.toThrow();
        expect(() => validateForm(promoClaimFormSchema, values)).not.toThrow();
      }),
    );
  });

  it('accepts 4–20 letters and digits in any case, spaced anyhow, as upper case without spaces', () => {
    fc.assert(
      fc.property(code, fc.array(fc.nat(), { maxLength: 3 }), (typed, cuts) => {
        let spaced = typed;
        for (const cut of cuts) {
          const at = cut % (spaced.length + 1);
          spaced = `${spaced.slice(0, at)} ${spaced.slice(at)}`;
        }
        expect(validateForm(promoCodeFormSchema, { code: spaced })).toEqual({
          ok: true,
          value: { code: typed.toUpperCase() },
        });
      }),
    );
  });

  it('refuses symbols with Value must be alphanumeric, and wrong lengths with the length messages', () => {
    fc.assert(
      fc.property(
        code,
        fc.constantFrom(...'!@#$%-_.é'),
        chars('ab12', 1, 3),
        chars('AB12', 21, 40),
        (ok, symbol, short, long) => {
          expect(validateForm(promoCodeFormSchema, { code: `${ok}${symbol}` })).toEqual({
            ok: false,
            errors: { code: MESSAGES.alphaNum },
          });
          expect(validateForm(promoCodeFormSchema, { code: short })).toEqual({
            ok: false,
            errors: { code: MESSAGES.min(4) },
          });
          expect(validateForm(promoCodeFormSchema, { code: long })).toEqual({
            ok: false,
            errors: { code: MESSAGES.max(20) },
          });
        },
      ),
    );
  });

  it('claims with a Jamaican phone number, and refuses others with Invalid input', () => {
    fc.assert(
      fc.property(typedPhone, foreignPhone, (phone, foreign) => {
        expect(validateForm(promoClaimFormSchema, { phoneNumber: phone.typed })).toEqual({
          ok: true,
          value: { phoneNumber: phone.core },
        });
        expect(validateForm(promoClaimFormSchema, { phoneNumber: foreign })).toEqual({
          ok: false,
          errors: { phoneNumber: MESSAGES.regex },
        });
      }),
    );
  });
});
