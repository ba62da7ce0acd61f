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
 * The profile (requirements §9.2 account fields), once: the member's form reads it as the strings
 * its inputs give, the provider's contract as JSON, and both take their fields and the rules
 * between them from here — so a field added or a rule changed is changed for both, and the form
 * never accepts what the provider refuses.
 *
 * First and last name are needed to save; everything else may be left for later, so members can
 * complete their profile in steps (the profile banner of requirements §7 stays until the ten
 * fields and both counts are there).
 */

/** The optional text and choice fields, each with its rule. */
const OPTIONAL_TEXT = {
  prefix: titleRule,
  gender: genderRule,
  birthdate: birthdateRule,
  phoneNumber: phoneRule,
  address1: addressRule,
  city: townRule,
  parish: parishRule,
  income: incomeRule,
  occupation: occupationRule,
} as const;

/** The optional counts, each with its rule. */
const OPTIONAL_COUNTS = { householdSize: householdSizeRule, dependants: dependantsRule } as const;

type TextRules = typeof OPTIONAL_TEXT;
type CountRules = typeof OPTIONAL_COUNTS;

const mapRules = <T extends Record<string, () => v.GenericSchema>, R>(
  rules: T,
  wrap: (rule: ReturnType<T[keyof T]>) => R,
) => Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, wrap(rule() as ReturnType<T[keyof T]>)]));

const namedDependants = () => v.pipe(v.array(namedDependantRule()), v.maxLength(FIELD_LIMITS.namedDependantsMax));

/** householdSize includes the member, so dependants are at most householdSize − 1. */
function dependantsFitHousehold(input: { householdSize: number | null; dependants: number | null }): boolean {
  return input.householdSize === null || input.dependants === null || input.dependants < input.householdSize;
}

/** Named dependants are a subset of the dependants counted. */
function namedDependantsFitCount(input: { dependants: number | null; namedDependants: unknown[] }): boolean {
  return input.namedDependants.length <= (input.dependants ?? 0);
}

/** The profile's fields as a form holds them: strings, a blank optional field read as null. */
export function profileFormFields() {
  return {
    firstName: personNameRule(),
    lastName: personNameRule(),
    ...(mapRules(OPTIONAL_TEXT, optionalField) as {
      [K in keyof TextRules]: ReturnType<typeof optionalField<ReturnType<TextRules[K]>>>;
    }),
    ...(mapRules(OPTIONAL_COUNTS, optionalCount) as {
      [K in keyof CountRules]: ReturnType<typeof optionalCount<ReturnType<CountRules[K]>>>;
    }),
    namedDependants: namedDependants(),
  };
}

/** The profile's fields as JSON carries them: an optional field is null when left out, named dependants [] . */
export function profileJsonFields() {
  return {
    firstName: personNameRule(),
    lastName: personNameRule(),
    ...(mapRules(OPTIONAL_TEXT, (rule) => v.nullable(rule)) as {
      [K in keyof TextRules]: v.NullableSchema<ReturnType<TextRules[K]>, undefined>;
    }),
    ...(mapRules(OPTIONAL_COUNTS, (rule) => v.nullable(rule)) as {
      [K in keyof CountRules]: v.NullableSchema<ReturnType<CountRules[K]>, undefined>;
    }),
    namedDependants: v.optional(namedDependants(), []),
  };
}

/** What the rules between the fields read. */
type ProfileCounts = {
  householdSize: number | null;
  dependants: number | null;
  namedDependants: unknown[];
};

/** One rule between the fields: it reads the schema's output and passes it on unchanged. */
type ProfileRule<TSchema extends v.GenericSchema> = v.GenericPipeAction<
  v.InferOutput<TSchema>,
  v.InferOutput<TSchema>,
  v.PartialCheckIssue<ProfileCounts>
>;

/**
 * The rules between the fields, on an object schema of them: each error lands on the field the
 * member corrects, and is given beside the other fields' errors (partialCheck runs once the fields
 * it reads are valid, whatever the rest). Typed as the pipe it is, so a profile object schema with
 * its rules can still be an option of a `v.variant` (PUT /api/v1/account's kinds).
 */
export function withProfileRules<TSchema extends v.GenericSchema<unknown, ProfileCounts>>(
  schema: TSchema,
): v.SchemaWithPipe<readonly [TSchema, ProfileRule<TSchema>, ProfileRule<TSchema>]> {
  // Checked against what the rules read; valibot's path types cannot follow a generic schema's
  // output, and the schema's own output passes through unchanged.
  const counts: v.GenericSchema<unknown, ProfileCounts> = schema;
  return v.pipe(
    counts,
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
  ) as unknown as v.SchemaWithPipe<readonly [TSchema, ProfileRule<TSchema>, ProfileRule<TSchema>]>;
}
