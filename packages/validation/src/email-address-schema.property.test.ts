import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailAddressFormSchema } from './email-address-schema.ts';
import { validateForm } from './field-errors.ts';
import { MESSAGES } from './messages.ts';
import { badEmailAddress, blank, emailAddress, guestEmailAddress, padded } from './property-arbitraries.ts';

describe('forgot-password and resend-verification form, for any input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (values) => {
        expect(() => validateForm(emailAddressFormSchema, values)).not.toThrow();
      }),
    );
  });

  it('accepts any well-formed address, the guest domain too (whether it has an account is never told), trimmed', () => {
    fc.assert(
      fc.property(padded(fc.oneof(emailAddress, guestEmailAddress)), ({ typed, core }) => {
        expect(validateForm(emailAddressFormSchema, { emailAddress: typed })).toEqual({
          ok: true,
          value: { emailAddress: core },
        });
      }),
    );
  });

  it('refuses a blank field and a malformed address with the requirements’ words', () => {
    fc.assert(
      fc.property(blank, badEmailAddress, (empty, bad) => {
        expect(validateForm(emailAddressFormSchema, { emailAddress: empty })).toEqual({
          ok: false,
          errors: { emailAddress: MESSAGES.required },
        });
        expect(validateForm(emailAddressFormSchema, { emailAddress: bad })).toEqual({
          ok: false,
          errors: { emailAddress: MESSAGES.email },
        });
      }),
    );
  });
});
