import * as v from 'valibot';
import {
  addressRule,
  birthdateRule,
  dependantsRule,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  genderRule,
  householdSizeRule,
  incomeRule,
  namedDependantRule,
  occupationRule,
  parishRule,
  personNameRule,
  phoneRule,
  titleRule,
  townRule,
} from './field-rules.ts';
import { optionalCount, optionalField } from './form-fields.ts';

/**
 * The profile (requirements §9.2 account fields). First and last name are needed to save; everything else
 * may be left for later, so members can complete their profile in steps (the profile banner of
 * requirements §7 stays until the ten fields and both counts are there).
 */

/** householdSize includes the member, so dependants are at most householdSize − 1. */
export function dependantsFitHousehold(input: { householdSize: number | null; dependants: number | null }): boolean {
  return input.householdSize === null || input.dependants === null || input.dependants < input.householdSize;
}

/** Named dependants are a subset of the dependants counted. */
export function namedDependantsFitCount(input: { dependants: number | null; namedDependants: unknown[] }): boolean {
  return input.namedDependants.length <= (input.dependants ?? 0);
}

/** What the profile form holds: strings, as the inputs give them. */
export interface ProfileFormValues {
  prefix: string;
  firstName: string;
  lastName: string;
  gender: string;
  birthdate: string;
  phoneNumber: string;
  address1: string;
  city: string;
  parish: string;
  householdSize: string;
  dependants: string;
  income: string;
  occupation: string;
  namedDependants: Array<{ firstName: string; relationship: string }>;
}

export const profileFormSchema = v.pipe(
  v.object({
    prefix: optionalField(titleRule()),
    firstName: personNameRule(),
    lastName: personNameRule(),
    gender: optionalField(genderRule()),
    birthdate: optionalField(birthdateRule()),
    phoneNumber: optionalField(phoneRule()),
    address1: optionalField(addressRule()),
    city: optionalField(townRule()),
    parish: optionalField(parishRule()),
    householdSize: optionalCount(householdSizeRule()),
    dependants: optionalCount(dependantsRule()),
    income: optionalField(incomeRule()),
    occupation: optionalField(occupationRule()),
    namedDependants: v.pipe(v.array(namedDependantRule()), v.maxLength(FIELD_LIMITS.namedDependantsMax)),
  }),
  v.forward(
    v.partialCheck(
      [['householdSize'], ['dependants']],
      dependantsFitHousehold,
      FIELD_MESSAGES.dependantsVersusHousehold,
    ),
    ['dependants'],
  ),
  v.forward(
    v.partialCheck(
      [['dependants'], ['namedDependants']],
      namedDependantsFitCount,
      FIELD_MESSAGES.namedDependantsVersusCount,
    ),
    ['namedDependants'],
  ),
);

export type ProfileInput = v.InferOutput<typeof profileFormSchema>;
