import { FIELD_MESSAGES } from '@portal/validation/field-rules';
import { MESSAGES } from '@portal/validation/messages';
import { profileFormSchema } from '@portal/validation/profile-schema';
import {
  addressLine,
  adultBirthdate,
  CHOICES,
  chars,
  digits,
  notAChoice,
  padded,
  personName,
  typedPhone,
} from '@portal/validation/property-arbitraries';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AccountDeletionQuerySchema,
  AccountTypeQuerySchema,
  AccountUpdateSchema,
  DeletionTokenRequestSchema,
  ProfileUpdateSchema,
  TransactionsQuerySchema,
} from './account.ts';
import { PAGE_SIZE_MAX } from './pagination.ts';

const nullable = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null });

const profile = fc
  .record({
    prefix: nullable(fc.constantFrom(...CHOICES.title)),
    firstName: padded(personName),
    lastName: padded(personName),
    gender: nullable(fc.constantFrom(...CHOICES.gender)),
    birthdate: nullable(adultBirthdate),
    phoneNumber: nullable(typedPhone),
    address1: nullable(padded(addressLine)),
    city: nullable(fc.constantFrom(...CHOICES.town)),
    parish: nullable(fc.constantFrom(...CHOICES.parish)),
    householdSize: fc.integer({ min: 1, max: 30 }),
    income: nullable(fc.constantFrom(...CHOICES.income)),
    occupation: nullable(fc.constantFrom(...CHOICES.occupation)),
  })
  .chain((fields) =>
    fc.integer({ min: 0, max: fields.householdSize - 1 }).chain((dependants) =>
      fc
        .array(fc.record({ firstName: personName, relationship: fc.constantFrom(...CHOICES.relationship) }), {
          maxLength: Math.min(dependants, 10),
        })
        .map((namedDependants) => ({ ...fields, dependants, namedDependants })),
    ),
  );
type Profile = typeof profile extends fc.Arbitrary<infer T> ? T : never;

const requestOf = (p: Profile) => ({
  ...p,
  update: 'profile',
  firstName: p.firstName.typed,
  lastName: p.lastName.typed,
  phoneNumber: p.phoneNumber?.typed ?? null,
  address1: p.address1?.typed ?? null,
});

function messagesOf(schema: v.GenericSchema, input: unknown): Record<string, string> | 'accepted' {
  const result = v.safeParse(schema, input);
  if (result.success) return 'accepted';
  const messages: Record<string, string> = {};
  for (const issue of result.issues) messages[v.getDotPath(issue) ?? ''] ??= issue.message;
  return messages;
}

describe('account requests, for any input', () => {
  it('never throw', () => {
    const schemas = [
      ProfileUpdateSchema,
      AccountUpdateSchema,
      AccountTypeQuerySchema,
      DeletionTokenRequestSchema,
      AccountDeletionQuerySchema,
      TransactionsQuerySchema,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.anything(), (schema, input) => {
        expect(() => v.safeParse(schema, input)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        profile,
        fc.dictionary(fc.constantFrom('householdSize', 'dependants', 'namedDependants', 'city'), fc.anything()),
        (p, broken) => {
          expect(() => v.safeParse(ProfileUpdateSchema, { ...requestOf(p), ...broken })).not.toThrow();
        },
      ),
    );
  });

  it('a profile update accepts every valid profile, normalised like the form does', () => {
    fc.assert(
      fc.property(profile, (p) => {
        expect(v.parse(ProfileUpdateSchema, requestOf(p))).toEqual({
          ...p,
          update: 'profile',
          firstName: p.firstName.core,
          lastName: p.lastName.core,
          phoneNumber: p.phoneNumber?.core ?? null,
          address1: p.address1?.core ?? null,
        });
      }),
    );
  });

  it('takes exactly what the member’s form saves: one field list and one set of rules for both', () => {
    fc.assert(
      fc.property(profile, (p) => {
        const typed = {
          ...p,
          prefix: p.prefix ?? '',
          firstName: p.firstName.typed,
          lastName: p.lastName.typed,
          gender: p.gender ?? '',
          birthdate: p.birthdate ?? '',
          phoneNumber: p.phoneNumber?.typed ?? '',
          address1: p.address1?.typed ?? '',
          city: p.city ?? '',
          parish: p.parish ?? '',
          householdSize: String(p.householdSize),
          dependants: String(p.dependants),
          income: p.income ?? '',
          occupation: p.occupation ?? '',
        };
        const saved = v.parse(profileFormSchema, typed);
        expect(v.parse(ProfileUpdateSchema, { ...saved, update: 'profile' })).toEqual({ ...saved, update: 'profile' });
        // And a count the form refuses, the provider refuses with the same words on the same field.
        const tooMany = { ...typed, dependants: String(p.householdSize), namedDependants: [] };
        const formIssue = v.safeParse(profileFormSchema, tooMany).issues?.[0];
        expect(formIssue && v.getDotPath(formIssue)).toBe('dependants');
        expect(
          messagesOf(ProfileUpdateSchema, {
            ...saved,
            update: 'profile',
            dependants: p.householdSize,
            namedDependants: [],
          }),
        ).toEqual({
          dependants: formIssue?.message,
        });
      }),
    );
  });

  it('a profile update refuses what the form refuses, with the same words, and unknown fields', () => {
    fc.assert(
      fc.property(profile, notAChoice(CHOICES.parish), fc.integer({ min: 31, max: 10_000 }), (p, parish, tooMany) => {
        const request = requestOf(p);
        expect(messagesOf(ProfileUpdateSchema, { ...request, parish })).toEqual({ parish: MESSAGES.regex });
        expect(messagesOf(ProfileUpdateSchema, { ...request, householdSize: tooMany })).toEqual({
          householdSize: FIELD_MESSAGES.householdRange,
        });
        expect(
          messagesOf(ProfileUpdateSchema, { ...request, dependants: p.householdSize, namedDependants: [] }),
        ).toEqual({ dependants: FIELD_MESSAGES.dependantsVersusHousehold });
        expect(v.is(ProfileUpdateSchema, { ...request, points: 1_000_000 })).toBe(false);
        expect(v.is(ProfileUpdateSchema, { ...request, emailAddress: 'someone@else.jm' })).toBe(false);
      }),
    );
  });

  it('bounds the transactions page size, the account lookup and the deletion password', () => {
    fc.assert(
      fc.property(
        digits(1, 4),
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 200 }),
        (size, card, password) => {
          const transactions = v.safeParse(TransactionsQuerySchema, { size });
          if (transactions.success) expect(transactions.output.size).toBeLessThanOrEqual(PAGE_SIZE_MAX);
          expect(v.is(AccountTypeQuerySchema, { card })).toBe(card.trim().length >= 1 && card.trim().length <= 254);
          expect(v.is(DeletionTokenRequestSchema, { password })).toBe(password.length >= 1 && password.length <= 128);
        },
      ),
    );
  });

  it('deletion takes a 32-character token and a member number of 8+ digits, not all zero', () => {
    fc.assert(
      fc.property(
        fc.oneof(chars('abcdefghijklmnopqrstuvwxyz0123456789', 32, 32), fc.string({ maxLength: 40 })),
        fc.oneof(digits(1, 14), fc.string({ maxLength: 14 })),
        (token, cardNumber) => {
          const expected = /^[a-z0-9]{32}$/.test(token) && /^(?!0+$)\d{8,}$/.test(cardNumber);
          expect(v.is(AccountDeletionQuerySchema, { token, cardNumber })).toBe(expected);
        },
      ),
    );
  });
});
