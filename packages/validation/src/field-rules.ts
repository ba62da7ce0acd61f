import * as v from 'valibot';
import { GENDERS, INCOME_BANDS, OCCUPATIONS, PARISHES, RELATIONSHIPS, TITLES, TOWNS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { GUEST_EMAIL_DOMAIN, PATTERNS } from './patterns.ts';

/**
 * One rule per field of the account, registration and password forms (requirements §17 patterns and
 * messages). The forms in the portal and the provider's request schemas (`@portal/contracts`) are
 * built from these, so a member reads the same message whichever side caught the problem.
 */

/** Bounds the requirements leave out (§17.4); see docs/decisions/0034-registration-profile-and-emailed-links.md. */
export const FIELD_LIMITS = {
  nameMax: 50,
  emailMax: 254,
  addressMax: 100,
  passwordMin: 12,
  passwordMax: 30,
  householdMin: 1,
  householdMax: 30,
  dependantsMax: 30,
  namedDependantsMax: 10,
  minimumAge: 18,
  maximumAge: 120,
  phoneDigits: 10,
} as const;

/** Messages for rules the shared list of requirements §17.3 has no words for. */
export const FIELD_MESSAGES = {
  ownEmail: 'Please use your own e-mail address',
  minimumAge: `You must be at least ${FIELD_LIMITS.minimumAge} years old to join`,
  householdRange: `Enter a number from ${FIELD_LIMITS.householdMin} to ${FIELD_LIMITS.householdMax}`,
  dependantsRange: `Enter a number from 0 to ${FIELD_LIMITS.dependantsMax}`,
  dependantsVersusHousehold: 'Dependants must be fewer than the people in your household',
  namedDependantsVersusCount: 'You have named more dependants than you have',
  termsRequired: 'Please accept the terms and conditions to continue',
} as const;

const list = (values: readonly string[]) => (value: string) => values.includes(value);

export const TITLE_VALUES: readonly string[] = TITLES;
export const GENDER_VALUES: readonly string[] = GENDERS;
export const INCOME_VALUES: readonly string[] = INCOME_BANDS;
export const RELATIONSHIP_VALUES: readonly string[] = RELATIONSHIPS;
export const PARISH_CODES: readonly string[] = PARISHES.map((parish) => parish.code);
export const OCCUPATION_CODES: readonly string[] = OCCUPATIONS.map((occupation) => occupation.code);
export const TOWN_NAMES: readonly string[] = TOWNS.map((town) => town.name);

/** A trimmed string that must not be empty. */
export const requiredText = () => v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required));

/** Person names (first, last, a dependant's): letters, spaces, hyphen, apostrophe. */
export const personNameRule = () =>
  v.pipe(
    requiredText(),
    v.maxLength(FIELD_LIMITS.nameMax, MESSAGES.max(FIELD_LIMITS.nameMax)),
    v.regex(PATTERNS.personName, MESSAGES.regex),
  );

/** An e-mail address a member owns: valid, and not the generated guest address. */
export const emailRule = () =>
  v.pipe(
    requiredText(),
    v.maxLength(FIELD_LIMITS.emailMax, MESSAGES.max(FIELD_LIMITS.emailMax)),
    v.email(MESSAGES.email),
    v.check((value) => !isGuestEmail(value), FIELD_MESSAGES.ownEmail),
  );

export function isGuestEmail(value: string): boolean {
  return value.trim().toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`);
}

/**
 * What members type for a phone number, made canonical: spaces, dashes, dots and brackets go,
 * and a leading +1 or 1 (the North American country code Jamaica uses) is dropped.
 */
export function normalisePhoneNumber(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  const withoutPlus = compact.startsWith('+1') ? compact.slice(2) : compact;
  return withoutPlus.length === 11 && withoutPlus.startsWith('1') ? withoutPlus.slice(1) : withoutPlus;
}

/** Phone: 10 digits, area code 876 or 658 (requirements §17.1). Input is normalised first. */
export const phoneRule = () =>
  v.pipe(
    requiredText(),
    v.transform(normalisePhoneNumber),
    v.regex(/^\d*$/, MESSAGES.digits),
    v.minLength(FIELD_LIMITS.phoneDigits, MESSAGES.min(FIELD_LIMITS.phoneDigits)),
    v.maxLength(FIELD_LIMITS.phoneDigits, MESSAGES.max(FIELD_LIMITS.phoneDigits)),
    v.regex(PATTERNS.phone, MESSAGES.regex),
  );

/** Age in whole years on `today` of someone born on `birthdate` (YYYY-MM-DD). */
export function ageOn(birthdate: string, today: Date): number {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Birthdate as an ISO calendar date; the member is 18 to 120 years old. */
export const birthdateRule = () =>
  v.pipe(
    requiredText(),
    v.check(isCalendarDate, MESSAGES.regex),
    v.check((value) => ageOn(value, new Date()) >= FIELD_LIMITS.minimumAge, FIELD_MESSAGES.minimumAge),
    v.check((value) => ageOn(value, new Date()) <= FIELD_LIMITS.maximumAge, MESSAGES.regex),
  );

/** Password rule of requirements §17.2: 12–30 characters with a lowercase letter, an uppercase letter, a digit and a symbol. */
export const passwordRule = () =>
  v.pipe(
    requiredText(),
    v.minLength(FIELD_LIMITS.passwordMin, MESSAGES.min(FIELD_LIMITS.passwordMin)),
    v.maxLength(FIELD_LIMITS.passwordMax, MESSAGES.max(FIELD_LIMITS.passwordMax)),
    v.regex(PATTERNS.password, MESSAGES.regex),
  );

/** The parts of the password rule, for a checklist beside the field. */
export const PASSWORD_REQUIREMENTS = [
  {
    id: 'length',
    label: `${FIELD_LIMITS.passwordMin} to ${FIELD_LIMITS.passwordMax} characters`,
    met: (p: string) => p.length >= FIELD_LIMITS.passwordMin && p.length <= FIELD_LIMITS.passwordMax,
  },
  { id: 'lower', label: 'A lowercase letter', met: (p: string) => /[a-z]/.test(p) },
  { id: 'upper', label: 'An uppercase letter', met: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'A number', met: (p: string) => /\d/.test(p) },
  { id: 'symbol', label: 'A symbol, such as ! or #', met: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

/** Address line: name-like text (letters, digits, space, comma, dash, dot; not all digits). */
export const addressRule = () =>
  v.pipe(
    requiredText(),
    v.maxLength(FIELD_LIMITS.addressMax, MESSAGES.max(FIELD_LIMITS.addressMax)),
    v.regex(PATTERNS.nameLike, MESSAGES.regex),
  );

/** A choice from one of the requirements §21.2 lists. */
export const choiceRule = (values: readonly string[]) => v.pipe(requiredText(), v.check(list(values), MESSAGES.regex));

export const titleRule = () => choiceRule(TITLE_VALUES);
export const genderRule = () => choiceRule(GENDER_VALUES);
export const incomeRule = () => choiceRule(INCOME_VALUES);
const relationshipRule = () => choiceRule(RELATIONSHIP_VALUES);
export const parishRule = () => choiceRule(PARISH_CODES);
export const occupationRule = () => choiceRule(OCCUPATION_CODES);
export const townRule = () => choiceRule(TOWN_NAMES);

/** Household size: how many people live in the member's home, the member included. */
export const householdSizeRule = () =>
  v.pipe(
    v.number(MESSAGES.numeric),
    v.integer(MESSAGES.numeric),
    v.minValue(FIELD_LIMITS.householdMin, FIELD_MESSAGES.householdRange),
    v.maxValue(FIELD_LIMITS.householdMax, FIELD_MESSAGES.householdRange),
  );

export const dependantsRule = () =>
  v.pipe(
    v.number(MESSAGES.numeric),
    v.integer(MESSAGES.numeric),
    v.minValue(0, FIELD_MESSAGES.dependantsRange),
    v.maxValue(FIELD_LIMITS.dependantsMax, FIELD_MESSAGES.dependantsRange),
  );

/** A dependant the member names, with how they are related (requirements §21.2 relationships). */
export const namedDependantRule = () =>
  v.object({
    firstName: personNameRule(),
    relationship: relationshipRule(),
  });
