import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addressRule,
  birthdateRule,
  choiceRule,
  dependantsRule,
  emailRule,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  householdSizeRule,
  PASSWORD_REQUIREMENTS,
  passwordRule,
  personNameRule,
  phoneRule,
} from './field-rules.ts';
import { MESSAGES } from './messages.ts';
import {
  addressLine,
  adultBirthdate,
  ancientBirthdate,
  badDate,
  badEmailAddress,
  badPersonName,
  blank,
  CHOICES,
  childBirthdate,
  choice,
  digits,
  emailAddress,
  foreignPhone,
  guestEmailAddress,
  notAChoice,
  padded,
  passwordMissingAKind,
  strongPassword,
  typedPhone,
} from './property-arbitraries.ts';

/** The value a rule gives back, or its first message. */
function outcome(rule: v.GenericSchema, input: unknown): { value: unknown } | { message: string } {
  const result = v.safeParse(rule, input);
  return result.success ? { value: result.output } : { message: result.issues[0].message };
}

const RULES = {
  personName: personNameRule(),
  email: emailRule(),
  phone: phoneRule(),
  birthdate: birthdateRule(),
  password: passwordRule(),
  address: addressRule(),
  householdSize: householdSizeRule(),
  dependants: dependantsRule(),
};

describe('field rules, for any input', () => {
  it('never throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(RULES)), fc.anything(), (rule, input) => {
        expect(() => v.safeParse(rule, input)).not.toThrow();
      }),
    );
  });

  it('refuse a blank text field with This field is required', () => {
    const textRules = [RULES.personName, RULES.email, RULES.phone, RULES.birthdate, RULES.password, RULES.address];
    fc.assert(
      fc.property(fc.constantFrom(...textRules), blank, (rule, input) => {
        expect(outcome(rule, input)).toEqual({ message: MESSAGES.required });
      }),
    );
  });
});

describe('person names', () => {
  it('accept letters, spaces, hyphens and apostrophes, trimmed', () => {
    fc.assert(
      fc.property(padded(personName()), ({ typed, core }) => {
        expect(outcome(RULES.personName, typed)).toEqual({ value: core });
      }),
    );
  });

  it('refuse a digit or a symbol with Invalid input', () => {
    fc.assert(
      fc.property(badPersonName, (name) => {
        expect(outcome(RULES.personName, name)).toEqual({ message: MESSAGES.regex });
      }),
    );
  });

  it('refuse more than 50 characters with the maximum-length message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 51, max: 200 }), (length) => {
        expect(outcome(RULES.personName, 'a'.repeat(length))).toEqual({ message: MESSAGES.max(FIELD_LIMITS.nameMax) });
      }),
    );
  });
});

function personName() {
  return fc.string({ unit: fc.constantFrom(..."abcXYZéñ’' -"), minLength: 1, maxLength: 50 }).filter((name) => {
    return name.trim() === name && name !== '';
  });
}

describe('e-mail addresses', () => {
  it('accept well-formed addresses, trimmed', () => {
    fc.assert(
      fc.property(padded(emailAddress), ({ typed, core }) => {
        expect(outcome(RULES.email, typed)).toEqual({ value: core });
      }),
    );
  });

  it('refuse anything else with Invalid email', () => {
    fc.assert(
      fc.property(badEmailAddress, (address) => {
        expect(outcome(RULES.email, address)).toEqual({ message: MESSAGES.email });
      }),
    );
  });

  it('refuse the guest address, in any case, as not the member’s own', () => {
    fc.assert(
      fc.property(guestEmailAddress, fc.boolean(), (address, shout) => {
        expect(outcome(RULES.email, shout ? address.toUpperCase() : address)).toEqual({
          message: FIELD_MESSAGES.ownEmail,
        });
      }),
    );
  });
});

describe('phone numbers', () => {
  it('accept 876 and 658 numbers however they are typed, as 10 digits', () => {
    fc.assert(
      fc.property(typedPhone, ({ typed, core }) => {
        expect(outcome(RULES.phone, ` ${typed} `)).toEqual({ value: core });
      }),
    );
  });

  it('refuse other area codes with Invalid input', () => {
    fc.assert(
      fc.property(foreignPhone, (number) => {
        expect(outcome(RULES.phone, number)).toEqual({ message: MESSAGES.regex });
      }),
    );
  });

  it('refuse letters with Value must be digits, and the wrong length with the length messages', () => {
    fc.assert(
      fc.property(digits(0, 9), fc.constantFrom(...'abcXYZ#*'), (number, letter) => {
        expect(outcome(RULES.phone, `876${number}${letter}`)).toEqual({ message: MESSAGES.digits });
      }),
    );
    fc.assert(
      fc.property(digits(1, 9), (number) => {
        // Only a leading 1 of an 11-digit number is taken for the country code, so these keep their length.
        expect(outcome(RULES.phone, number)).toEqual({ message: MESSAGES.min(10) });
      }),
    );
    fc.assert(
      fc.property(
        digits(11, 20).filter((n) => !(n.length === 11 && n.startsWith('1'))),
        (number) => {
          expect(outcome(RULES.phone, number)).toEqual({ message: MESSAGES.max(10) });
        },
      ),
    );
  });
});

describe('birthdates', () => {
  it('accept members 19 to 119 years old', () => {
    fc.assert(
      fc.property(adultBirthdate, (date) => {
        expect(outcome(RULES.birthdate, date)).toEqual({ value: date });
      }),
    );
  });

  it('refuse anyone under 18 with the minimum-age message', () => {
    fc.assert(
      fc.property(childBirthdate, (date) => {
        expect(outcome(RULES.birthdate, date)).toEqual({ message: FIELD_MESSAGES.minimumAge });
      }),
    );
  });

  it('refuse impossible dates, other formats and ages over 120 with Invalid input', () => {
    fc.assert(
      fc.property(fc.oneof(badDate, ancientBirthdate), (date) => {
        expect(outcome(RULES.birthdate, date)).toEqual({ message: MESSAGES.regex });
      }),
    );
  });
});

describe('passwords', () => {
  it('accept every password that meets the rule', () => {
    fc.assert(
      fc.property(strongPassword, (password) => {
        expect(outcome(RULES.password, password)).toEqual({ value: password });
      }),
    );
  });

  it('refuse 12–30 characters lacking a kind of character with Invalid input', () => {
    fc.assert(
      fc.property(passwordMissingAKind, (password) => {
        expect(outcome(RULES.password, password)).toEqual({ message: MESSAGES.regex });
      }),
    );
  });

  it('refuse fewer than 12 or more than 30 characters with the length messages', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 11 }).filter((p) => p.trim() === p && p !== ''),
        (password) => {
          expect(outcome(RULES.password, password)).toEqual({ message: MESSAGES.min(12) });
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 31, maxLength: 60 }).filter((p) => p.trim() === p),
        (password) => {
          expect(outcome(RULES.password, password)).toEqual({ message: MESSAGES.max(30) });
        },
      ),
    );
  });

  it('agrees with the checklist beside the field, whatever the characters', () => {
    // Line breaks and other non-ASCII characters included: a checklist all ticked must mean accepted.
    const unit = fc.constantFrom(...'aZ9! \n\r\t\u2028é\u0000', '\u{1F334}');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 34, size: 'max' }), (typed) => {
        const password = typed.trim();
        const allMet = password !== '' && PASSWORD_REQUIREMENTS.every((requirement) => requirement.met(password));
        expect(v.is(RULES.password, typed)).toBe(allMet);
      }),
    );
  });
});

describe('addresses, choices and counts', () => {
  it('accept address lines, and refuse all-digit ones with Invalid input', () => {
    fc.assert(
      fc.property(padded(addressLine), ({ typed, core }) => {
        expect(outcome(RULES.address, typed)).toEqual({ value: core });
      }),
    );
    fc.assert(
      fc.property(digits(1, 100), (line) => {
        expect(outcome(RULES.address, line)).toEqual({ message: MESSAGES.regex });
      }),
    );
  });

  it('accept every value of each requirements §21.2 list, trimmed, and refuse anything else with Invalid input', () => {
    for (const values of Object.values(CHOICES)) {
      const rule = choiceRule(values);
      fc.assert(
        fc.property(padded(choice(values)), ({ typed, core }) => {
          expect(outcome(rule, typed)).toEqual({ value: core });
        }),
        { numRuns: 20 },
      );
      fc.assert(
        fc.property(notAChoice(values), (value) => {
          expect(outcome(rule, value)).toEqual({ message: MESSAGES.regex });
        }),
        { numRuns: 20 },
      );
    }
  });

  it('bound household size to 1–30 and dependants to 0–30', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (count) => {
        const household = outcome(RULES.householdSize, count);
        expect(household).toEqual(
          count >= 1 && count <= 30 ? { value: count } : { message: FIELD_MESSAGES.householdRange },
        );
        const dependants = outcome(RULES.dependants, count);
        expect(dependants).toEqual(
          count >= 0 && count <= 30 ? { value: count } : { message: FIELD_MESSAGES.dependantsRange },
        );
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 29.99, noInteger: true }), (count) => {
        expect(outcome(RULES.householdSize, count)).toEqual({ message: MESSAGES.numeric });
      }),
    );
  });
});
