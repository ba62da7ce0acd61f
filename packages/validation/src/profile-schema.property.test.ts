import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from './field-errors.ts';
import { FIELD_MESSAGES } from './field-rules.ts';
import { MESSAGES } from './messages.ts';
import { profileFormSchema } from './profile-schema.ts';
import {
  addressLine,
  adultBirthdate,
  CHOICES,
  chars,
  type Generated,
  padded,
  personName,
  typedPhone,
} from './property-arbitraries.ts';

const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });
const choiceOrBlank = (values: readonly string[]) => fc.oneof(fc.constant(''), fc.constantFrom(...values));

/** A profile that satisfies every rule, household counts included. */
const profile = fc
  .record({
    prefix: choiceOrBlank(CHOICES.title),
    firstName: padded(personName),
    lastName: padded(personName),
    gender: choiceOrBlank(CHOICES.gender),
    birthdate: optional(adultBirthdate),
    phoneNumber: optional(typedPhone),
    address1: optional(padded(addressLine)),
    city: choiceOrBlank(CHOICES.town),
    parish: choiceOrBlank(CHOICES.parish),
    householdSize: fc.integer({ min: 1, max: 30 }),
    income: choiceOrBlank(CHOICES.income),
    occupation: choiceOrBlank(CHOICES.occupation),
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

type Profile = Generated<typeof profile>;

const formOf = (p: Profile) => ({
  prefix: p.prefix,
  firstName: p.firstName.typed,
  lastName: p.lastName.typed,
  gender: p.gender,
  birthdate: p.birthdate ?? '',
  phoneNumber: p.phoneNumber?.typed ?? ' ',
  address1: p.address1?.typed ?? '',
  city: p.city,
  parish: p.parish,
  householdSize: ` ${p.householdSize}`,
  dependants: String(p.dependants),
  income: p.income,
  occupation: p.occupation,
  namedDependants: p.namedDependants,
});

const orNull = (value: string) => (value === '' ? null : value);

describe('profile form, for any input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (values) => {
        expect(() => validateForm(profileFormSchema, values)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        profile,
        fc.dictionary(fc.constantFrom('householdSize', 'dependants', 'namedDependants'), fc.anything()),
        (p, broken) => {
          expect(() => validateForm(profileFormSchema, { ...formOf(p), ...broken })).not.toThrow();
        },
      ),
    );
  });

  it('accepts every valid profile: trimmed, blanks as null, counts as numbers', () => {
    fc.assert(
      fc.property(profile, (p) => {
        expect(validateForm(profileFormSchema, formOf(p))).toEqual({
          ok: true,
          value: {
            prefix: orNull(p.prefix),
            firstName: p.firstName.core,
            lastName: p.lastName.core,
            gender: orNull(p.gender),
            birthdate: p.birthdate ?? null,
            phoneNumber: p.phoneNumber?.core ?? null,
            address1: p.address1?.core ?? null,
            city: orNull(p.city),
            parish: orNull(p.parish),
            householdSize: p.householdSize,
            dependants: p.dependants,
            income: orNull(p.income),
            occupation: orNull(p.occupation),
            namedDependants: p.namedDependants,
          },
        });
      }),
    );
  });

  it('refuses as many dependants as people in the household, and more named dependants than counted', () => {
    fc.assert(
      fc.property(profile, fc.integer({ min: 0, max: 29 }), (p, extra) => {
        const dependants = Math.min(p.householdSize + (extra % 5), 30);
        fc.pre(dependants >= p.householdSize);
        expect(
          validateForm(profileFormSchema, { ...formOf(p), dependants: String(dependants), namedDependants: [] }),
        ).toEqual({
          ok: false,
          errors: { dependants: FIELD_MESSAGES.dependantsVersusHousehold },
        });
      }),
    );
    fc.assert(
      fc.property(profile, (p) => {
        fc.pre(p.namedDependants.length > 0);
        const fewer = String(p.namedDependants.length - 1);
        expect(validateForm(profileFormSchema, { ...formOf(p), dependants: fewer })).toEqual({
          ok: false,
          errors: { namedDependants: FIELD_MESSAGES.namedDependantsVersusCount },
        });
      }),
    );
  });

  it('refuses counts that are not whole numbers with Value must be numeric', () => {
    fc.assert(
      fc.property(profile, chars('abc.,-+e ', 1, 5), (p, junk) => {
        fc.pre(junk.trim() !== '');
        expect(validateForm(profileFormSchema, { ...formOf(p), householdSize: `1${junk}` })).toMatchObject({
          ok: false,
          errors: { householdSize: MESSAGES.numeric },
        });
      }),
    );
  });
});
