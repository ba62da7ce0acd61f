import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardLinkFormSchema } from './card-link-schema.ts';
import { validateForm } from './field-errors.ts';
import { MESSAGES } from './messages.ts';
import { digits } from './property-arbitraries.ts';

/** Digits as members type them, grouped with spaces or dashes. */
const grouped = (min: number, max: number) =>
  digits(min, max).chain((number) =>
    fc
      .constantFrom('', ' ', '-')
      .map((separator) => ({ typed: ` ${number.replace(/(\d{4})(?=\d)/g, `$1${separator}`)} `, core: number })),
  );

describe('card link form, for any input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (values) => {
        expect(() => validateForm(cardLinkFormSchema, values)).not.toThrow();
      }),
    );
  });

  it('accepts a 6–12 digit customer number and four last digits, spaces and dashes removed', () => {
    fc.assert(
      fc.property(grouped(6, 12), grouped(4, 4), (customer, lastFour) => {
        expect(
          validateForm(cardLinkFormSchema, { customerNumber: customer.typed, cardLastFour: lastFour.typed }),
        ).toEqual({
          ok: true,
          value: { customerNumber: customer.core, cardLastFour: lastFour.core },
        });
      }),
    );
  });

  it('refuses letters with Value must be digits, and wrong lengths with the length messages', () => {
    fc.assert(
      fc.property(
        digits(0, 8),
        fc.constantFrom(...'abcXYZ.#+'),
        digits(1, 3),
        digits(13, 30),
        (some, letter, few, many) => {
          const form = (customerNumber: string, cardLastFour: string) =>
            validateForm(cardLinkFormSchema, { customerNumber, cardLastFour });
          expect(form(`${some}${letter}`, `${letter}123`)).toEqual({
            ok: false,
            errors: { customerNumber: MESSAGES.digits, cardLastFour: MESSAGES.digits },
          });
          expect(form(`${few}`, few)).toEqual({
            ok: false,
            errors: { customerNumber: MESSAGES.min(6), cardLastFour: MESSAGES.min(4) },
          });
          expect(form(many, `${few}12345`)).toEqual({
            ok: false,
            errors: { customerNumber: MESSAGES.max(12), cardLastFour: MESSAGES.max(4) },
          });
        },
      ),
    );
  });
});
