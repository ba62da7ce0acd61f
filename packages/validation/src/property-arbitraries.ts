import fc from 'fast-check';
import {
  GENDER_VALUES,
  INCOME_VALUES,
  OCCUPATION_CODES,
  PARISH_CODES,
  RELATIONSHIP_VALUES,
  TITLE_VALUES,
  TOWN_NAMES,
} from './field-rules.ts';
import { GUEST_EMAIL_DOMAIN } from './patterns.ts';

/**
 * fast-check generators of what members type, valid and not, shared by the property tests of the
 * forms (`@portal/validation`) and of the provider's request schemas (`@portal/contracts`), so
 * both sides are held to the same rules. Test-only: imported by `*.property.test.ts` files.
 */

export const chars = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

export const digits = (minLength: number, maxLength: number) => chars('0123456789', minLength, maxLength);

/** Spaces, tabs and newlines members paste around a value; every form trims them. */
const padding = chars(' \t\n', 0, 3);

/** `value` with padding either side: what is typed, and what the schema must give back. */
export const padded = (value: fc.Arbitrary<string>) =>
  fc.tuple(padding, value, padding).map(([before, core, after]) => ({ typed: `${before}${core}${after}`, core }));

/** A blank field: empty or only whitespace (what `padded` puts either side of a value). */
export const blank = padding;

/** Person names: letters (accented too), spaces, hyphen, apostrophe; 1–50 characters once trimmed. */
export const personName = chars("abcxyzABCXYZéñöÉ' -’", 1, 50).filter((name) => name.trim() === name && name !== '');

/** Text with at least one character a person name never has (a digit or a symbol), trimmed, ≤ 50. */
export const badPersonName = fc
  .tuple(chars('abcXYZ', 0, 20), chars('0123456789!@#$%&*+=?<>/;:_"()[]{}', 1, 3), chars('abcXYZ', 0, 20))
  .map(([a, b, c]) => `${a}${b}${c}`);

const emailWord = chars('abcdefghijklmnopqrstuvwxyz0123456789', 1, 12);

/** Well-formed e-mail addresses (not the guest domain), at most 254 characters. */
export const emailAddress = fc
  .tuple(
    fc.array(chars('abcdefghijklmnopqrstuvwxyzABCZ0123456789_+-', 1, 12), { minLength: 1, maxLength: 3 }),
    fc.array(emailWord, { minLength: 1, maxLength: 3 }),
    chars('abcdefghijklmnopqrstuvwxyz', 2, 6),
  )
  .map(([local, domain, tld]) => `${local.join('.')}@${domain.join('.')}.${tld}`)
  .filter((address) => !address.toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`));

/** Not an e-mail address: no `@` at all, or nothing before or after it. */
export const badEmailAddress = fc.oneof(
  chars('abcdefghijklmnopqrstuvwxyz0123456789.', 1, 30).filter((text) => text.trim() !== ''),
  emailWord.map((word) => `${word}@`),
  emailWord.map((word) => `@${word}.com`),
  fc.tuple(emailWord, emailWord).map(([a, b]) => `${a}@@${b}.com`),
);

/** The guest address a guest account carries: never accepted as the member's own. */
export const guestEmailAddress = chars('abcdefghijklmnopqrstuvwxyz0123456789', 1, 20).map(
  (name) => `${name}@${GUEST_EMAIL_DOMAIN}`,
);

/** A Jamaican phone number (area code 876 or 658), as 10 digits. */
const phoneDigits = fc
  .tuple(fc.constantFrom('876', '658'), digits(7, 7))
  .map(([areaCode, rest]) => `${areaCode}${rest}`);

/** The same number the ways members type it; `core` is the 10 digits it must become. */
export const typedPhone = phoneDigits.chain((number) =>
  fc
    .constantFrom(
      (n: string) => n,
      (n: string) => `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`,
      (n: string) => `(${n.slice(0, 3)}) ${n.slice(3, 6)} ${n.slice(6)}`,
      (n: string) => `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
      (n: string) => `1${n}`,
      (n: string) => `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`,
    )
    .map((format) => ({ typed: format(number), core: number })),
);

/** Ten digits with an area code other than 876 and 658 (and not a leading 1 the country code eats). */
export const foreignPhone = fc
  .tuple(digits(3, 3), digits(7, 7))
  .filter(([areaCode]) => areaCode !== '876' && areaCode !== '658')
  .map(([areaCode, rest]) => `${areaCode}${rest}`);

/** A birthdate of someone 19 to 119 years old today. */
export const adultBirthdate = fc
  .tuple(fc.integer({ min: 19, max: 119 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([age, month, day]) => isoDate(new Date().getFullYear() - age, month, day));

/** A birthdate of someone 16 or younger today (or not born yet). */
export const childBirthdate = fc
  .tuple(fc.integer({ min: -1, max: 16 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([age, month, day]) => isoDate(new Date().getFullYear() - age, month, day));

/** A birthdate more than 121 years ago. */
export const ancientBirthdate = fc
  .tuple(fc.integer({ min: 122, max: 900 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([age, month, day]) => isoDate(new Date().getFullYear() - age, month, day));

/** Dates that are not an ISO calendar date: impossible days and months, or another format. */
export const badDate = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1950, max: 2000 }), fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}-${m}-${String(d).padStart(2, '0')}`),
  fc
    .tuple(fc.integer({ min: 1950, max: 2000 }), fc.constantFrom(2, 4, 6, 9, 11), fc.integer({ min: 31, max: 99 }))
    .map(([y, m, d]) => isoDate(y, m, d)),
  fc.integer({ min: 1950, max: 2000 }).map((y) => `${y}-02-30`),
  adultBirthdate.map((date) => date.split('-').reverse().join('/')),
  chars('abcdefghij', 1, 10),
);

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const lower = chars('abcdefghijklmnopqrstuvwxyz', 1, 4);
const upper = chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1, 4);
const digit = digits(1, 4);
const symbol = chars('!@#$%^&*()_+-=[]{};:,.<>/?~|', 1, 4);

/** Passwords that meet requirements §17.2: 12–30 characters with a lowercase, an uppercase, a digit and a symbol. */
export const strongPassword = fc
  .tuple(lower, upper, digit, symbol, chars('aB3$xY7&', 0, 20))
  .chain((parts) => fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length }))
  .map((parts) => parts.join(''))
  .filter((password) => password.length >= 12 && password.length <= 30);

/** 12–30 characters that lack one of the four kinds of character. */
export const passwordMissingAKind = fc
  .constantFrom('abcdefghxyz', 'ABCDEFGHXYZ', '0123456789', '!@#$%^&*()')
  .chain((leftOut) => {
    const kinds = ['abcdefghxyz', 'ABCDEFGHXYZ', '0123456789', '!@#$%^&*()'].filter((kind) => kind !== leftOut);
    return chars(kinds.join(''), 12, 30);
  });

/** One of the values of a requirements §21.2 list, and a trimmed non-empty value that is on none of them. */
export const choice = (values: readonly string[]) => fc.constantFrom(...values);
export const notAChoice = (values: readonly string[]) =>
  fc
    .string({ minLength: 1, maxLength: 30 })
    .map((value) => value.trim())
    .filter((value) => value !== '' && !values.includes(value));

export const CHOICES = {
  title: TITLE_VALUES,
  gender: GENDER_VALUES,
  income: INCOME_VALUES,
  relationship: RELATIONSHIP_VALUES,
  parish: PARISH_CODES,
  occupation: OCCUPATION_CODES,
  town: TOWN_NAMES,
} as const;

/** Address lines: letters, digits, space, comma, dash, dot; not all digits; trimmed; 1–100 characters. */
export const addressLine = chars('abcXYZ0123456789 ,.-', 1, 100).filter(
  (line) => line.trim() === line && line !== '' && !/^\d+$/.test(line),
);

/** The type of the values an arbitrary generates. */
export type Generated<A> = A extends fc.Arbitrary<infer T> ? T : never;
