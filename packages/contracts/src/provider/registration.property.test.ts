import { FIELD_MESSAGES } from '@portal/validation/field-rules';
import { MESSAGES } from '@portal/validation/messages';
import {
  adultBirthdate,
  badEmailAddress,
  CHOICES,
  chars,
  childBirthdate,
  emailAddress,
  foreignPhone,
  padded,
  passwordMissingAKind,
  personName,
  strongPassword,
  typedPhone,
} from '@portal/validation/property-arbitraries';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EmailAddressRequestSchema,
  GuestRegistrationSchema,
  PasswordApplyRequestSchema,
  RegisterRequestSchema,
  ValidateEmailRequestSchema,
  ValidatePhoneNumberRequestSchema,
  VerifyEmailQuerySchema,
} from './registration.ts';

const registration = fc.record({
  prefix: fc.option(fc.constantFrom(...CHOICES.title), { nil: null }),
  firstName: padded(personName),
  lastName: padded(personName),
  emailAddress: padded(emailAddress),
  phoneNumber: typedPhone,
  birthdate: adultBirthdate,
  gender: fc.option(fc.constantFrom(...CHOICES.gender), { nil: null }),
  password: strongPassword,
  captchaToken: chars('abcXYZ019_-', 1, 128),
});
type Registration = typeof registration extends fc.Arbitrary<infer T> ? T : never;

const requestOf = (r: Registration) => ({
  prefix: r.prefix,
  firstName: r.firstName.typed,
  lastName: r.lastName.typed,
  emailAddress: r.emailAddress.typed,
  phoneNumber: r.phoneNumber.typed,
  birthdate: r.birthdate,
  gender: r.gender,
  password: r.password,
  termsAccepted: true,
  captchaToken: r.captchaToken,
});

/** The first message for each field, as the provider's 400 lists them. */
function messagesOf(schema: v.GenericSchema, input: unknown): Record<string, string> | 'accepted' {
  const result = v.safeParse(schema, input);
  if (result.success) return 'accepted';
  const messages: Record<string, string> = {};
  for (const issue of result.issues) messages[v.getDotPath(issue) ?? ''] ??= issue.message;
  return messages;
}

const SCHEMAS = [
  RegisterRequestSchema,
  GuestRegistrationSchema,
  EmailAddressRequestSchema,
  PasswordApplyRequestSchema,
  VerifyEmailQuerySchema,
  ValidateEmailRequestSchema,
  ValidatePhoneNumberRequestSchema,
];

describe('registration and e-mailed-link requests, for any input', () => {
  it('never throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCHEMAS), fc.anything(), (schema, input) => {
        expect(() => v.safeParse(schema, input)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        registration,
        fc.dictionary(fc.string({ maxLength: 12 }), fc.anything(), { maxKeys: 3 }),
        (r, extra) => {
          expect(() => v.safeParse(RegisterRequestSchema, { ...requestOf(r), ...extra })).not.toThrow();
        },
      ),
    );
  });

  it('register accepts every valid registration, normalised like the form does', () => {
    fc.assert(
      fc.property(registration, (r) => {
        expect(v.parse(RegisterRequestSchema, requestOf(r))).toEqual({
          prefix: r.prefix,
          firstName: r.firstName.core,
          lastName: r.lastName.core,
          emailAddress: r.emailAddress.core,
          phoneNumber: r.phoneNumber.core,
          birthdate: r.birthdate,
          gender: r.gender,
          password: r.password,
          termsAccepted: true,
          captchaToken: r.captchaToken,
        });
        const { captchaToken: _token, ...fields } = requestOf(r);
        expect(v.is(GuestRegistrationSchema, { update: 'guest-registration', ...fields })).toBe(true);
      }),
    );
  });

  it('register refuses each broken field with the requirements’ message, and any unknown field', () => {
    const breakages: Array<[string, fc.Arbitrary<unknown>, string]> = [
      ['emailAddress', badEmailAddress, MESSAGES.email],
      ['phoneNumber', foreignPhone, MESSAGES.regex],
      ['birthdate', childBirthdate, FIELD_MESSAGES.minimumAge],
      ['password', passwordMissingAKind, MESSAGES.regex],
      ['termsAccepted', fc.constant(false), FIELD_MESSAGES.termsRequired],
      ['lastName', fc.constant(' '), MESSAGES.required],
    ];
    fc.assert(
      fc.property(
        registration,
        fc.constantFrom(...breakages).chain(([field, bad, message]) => bad.map((value) => ({ field, value, message }))),
        (r, { field, value, message }) => {
          expect(messagesOf(RegisterRequestSchema, { ...requestOf(r), [field]: value })).toEqual({ [field]: message });
        },
      ),
    );
    fc.assert(
      fc.property(
        registration,
        fc.constantFrom('accountNumber', 'points', 'verified', 'role', '__proto__x'),
        (r, key) => {
          expect(v.is(RegisterRequestSchema, { ...requestOf(r), [key]: 'x' })).toBe(false);
        },
      ),
    );
  });

  it('password reset and resend take one well-formed address, trimmed', () => {
    fc.assert(
      fc.property(padded(emailAddress), badEmailAddress, ({ typed, core }, bad) => {
        expect(v.parse(EmailAddressRequestSchema, { emailAddress: typed })).toEqual({ emailAddress: core });
        expect(messagesOf(EmailAddressRequestSchema, { emailAddress: bad })).toEqual({ emailAddress: MESSAGES.email });
      }),
    );
  });

  it('password apply takes a 32-character link token and a password that meets the rule', () => {
    fc.assert(
      fc.property(
        chars('abcdefghijklmnopqrstuvwxyz0123456789', 32, 32),
        strongPassword,
        passwordMissingAKind,
        fc.string({ maxLength: 40 }),
        (token, password, weak, badToken) => {
          expect(v.parse(PasswordApplyRequestSchema, { token, password })).toEqual({ token, password });
          expect(messagesOf(PasswordApplyRequestSchema, { token, password: weak })).toEqual({
            password: MESSAGES.regex,
          });
          if (!/^[a-z0-9]{32}$/.test(badToken)) {
            expect(messagesOf(PasswordApplyRequestSchema, { token: badToken, password })).toEqual({
              token: MESSAGES.regex,
            });
          }
        },
      ),
    );
  });
});
