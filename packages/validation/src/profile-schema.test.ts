import { describe, expect, it } from 'vitest';
import { validateForm } from './field-errors.ts';
import { type ProfileFormValues, profileFormSchema } from './profile-schema.ts';

const blank: ProfileFormValues = {
  prefix: '',
  firstName: 'Kerry-Ann',
  lastName: 'Williams',
  gender: '',
  birthdate: '',
  phoneNumber: '',
  address1: '',
  city: '',
  parish: '',
  householdSize: '',
  dependants: '',
  income: '',
  occupation: '',
  namedDependants: [],
};

const complete: ProfileFormValues = {
  ...blank,
  prefix: 'Miss',
  gender: 'Female',
  birthdate: '1990-04-12',
  phoneNumber: '876 555 0199',
  address1: '7 Old Hope Road, Apt. 2',
  city: 'Spanish Town',
  parish: 'CE',
  householdSize: '3',
  dependants: '1',
  income: '$100,001-$200,000',
  occupation: 'Sales',
  namedDependants: [{ firstName: 'Jada', relationship: 'Daughter' }],
};

describe('profile form (requirements §9.2 fields, §17 rules, §21.2 lists)', () => {
  it('saves a partial profile: blanks become null', () => {
    expect(validateForm(profileFormSchema, blank)).toEqual({
      ok: true,
      value: {
        prefix: null,
        firstName: 'Kerry-Ann',
        lastName: 'Williams',
        gender: null,
        birthdate: null,
        phoneNumber: null,
        address1: null,
        city: null,
        parish: null,
        householdSize: null,
        dependants: null,
        income: null,
        occupation: null,
        namedDependants: [],
      },
    });
  });

  it('turns a complete form into the provider’s shape', () => {
    const result = validateForm(profileFormSchema, complete);
    expect(result).toMatchObject({
      ok: true,
      value: { phoneNumber: '8765550199', householdSize: 3, dependants: 1, parish: 'CE', city: 'Spanish Town' },
    });
  });

  it('puts each message on its field, with the requirements’ words', () => {
    const result = validateForm(profileFormSchema, {
      ...complete,
      firstName: '',
      lastName: 'Will1ams',
      address1: '12345',
      householdSize: 'three',
      city: 'Atlantis',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'This field is required',
        lastName: 'Invalid input',
        address1: 'Invalid input',
        householdSize: 'Value must be numeric',
        city: 'Invalid input',
      },
    });
  });

  it('keeps dependants fewer than the household, and named dependants within the count', () => {
    expect(validateForm(profileFormSchema, { ...complete, householdSize: '2', dependants: '2' })).toEqual({
      ok: false,
      errors: { dependants: 'Dependants must be fewer than the people in your household' },
    });
    expect(
      validateForm(profileFormSchema, {
        ...complete,
        dependants: '0',
        namedDependants: [{ firstName: 'Jada', relationship: 'Daughter' }],
      }),
    ).toEqual({ ok: false, errors: { namedDependants: 'You have named more dependants than you have' } });
  });

  it('checks each named dependant, on its own row', () => {
    const result = validateForm(profileFormSchema, {
      ...complete,
      dependants: '2',
      namedDependants: [
        { firstName: 'Jada', relationship: 'Daughter' },
        { firstName: '', relationship: 'Pet' },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'namedDependants.1.firstName': 'This field is required',
        'namedDependants.1.relationship': 'Invalid input',
      },
    });
  });
});
