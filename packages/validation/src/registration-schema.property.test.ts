import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from './field-errors.ts';
import { FIELD_MESSAGES } from './field-rules.ts';
import { MESSAGES } from './messages.ts';
import {
  adultBirthdate,
  badEmailAddress,
  CHOICES,
  childBirthdate,
  emailAddress,
  foreignPhone,
  type Generated,
  padded,
  personName,
  strongPassword,
  typedPhone,
} from './property-arbitraries.ts';
import { registrationFormSchema } from './registration-schema.ts';

const registration = fc.record({
  prefix: fc.oneof(fc.constant(''), fc.constantFrom(...CHOICES.title)),
  firstName: padded(personName),
  lastName: padded(personName),
  emailAddress: padded(emailAddress),
  phoneNumber: typedPhone,
  birthdate: adultBirthdate,
  gender: fc.oneof(fc.constant(''), fc.constantFrom(...CHOICES.gender)),
  password: strongPassword,
});

const formOf = (r: Generated<typeof registration>) => ({
  prefix: r.prefix,
  firstName: r.firstName.typed,
  lastName: r.lastName.typed,
  emailAddress: r.emailAddress.typed,
  phoneNumber: r.phoneNumber.typed,
  birthdate: r.birthdate,
  gender: r.gender,
  password: r.password,
  passwordConfirmation: r.password,
  termsAccepted: true,
});

describe('registration form, for any input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (values) => {
        expect(() => validateForm(registrationFormSchema, values)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        registration,
        fc.dictionary(fc.constantFrom('firstName', 'phoneNumber', 'termsAccepted'), fc.anything()),
        (r, broken) => {
          expect(() => validateForm(registrationFormSchema, { ...formOf(r), ...broken })).not.toThrow();
        },
      ),
    );
  });

  it('accepts every valid registration, normalised, without the confirmation', () => {
    fc.assert(
      fc.property(registration, (r) => {
        expect(validateForm(registrationFormSchema, formOf(r))).toEqual({
          ok: true,
          value: {
            prefix: r.prefix === '' ? null : r.prefix,
            firstName: r.firstName.core,
            lastName: r.lastName.core,
            emailAddress: r.emailAddress.core,
            phoneNumber: r.phoneNumber.core,
            birthdate: r.birthdate,
            gender: r.gender === '' ? null : r.gender,
            password: r.password,
            termsAccepted: true,
          },
        });
      }),
    );
  });

  it('refuses each broken field with its own message, word for word', () => {
    const breakages: Array<[string, fc.Arbitrary<unknown>, string]> = [
      ['emailAddress', badEmailAddress, MESSAGES.email],
      ['phoneNumber', foreignPhone, MESSAGES.regex],
      ['birthdate', childBirthdate, FIELD_MESSAGES.minimumAge],
      ['passwordConfirmation', fc.constant('Different!Pass99'), MESSAGES.confirmed],
      ['termsAccepted', fc.constant(false), FIELD_MESSAGES.termsRequired],
      ['firstName', fc.constant('  '), MESSAGES.required],
    ];
    fc.assert(
      fc.property(
        registration,
        fc.constantFrom(...breakages).chain(([field, value, message]) => value.map((bad) => ({ field, bad, message }))),
        (r, { field, bad, message }) => {
          const result = validateForm(registrationFormSchema, { ...formOf(r), [field]: bad });
          expect(result).toEqual({ ok: false, errors: { [field]: message } });
        },
      ),
    );
  });
});
