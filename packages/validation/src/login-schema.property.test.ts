import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from './field-errors.ts';
import { loginSchema } from './login-schema.ts';
import { PATTERNS } from './patterns.ts';

const schema = loginSchema('Island Rewards');
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 3 });
const password = fc.string({ minLength: 6, maxLength: 40 }).filter((p) => p.trim().length >= 6);

describe('login schema, for any input', () => {
  it('accepts every member number of 8+ digits that is not all zero, trimmed', () => {
    fc.assert(
      fc.property(
        digits(8, 16).filter((d) => /[1-9]/.test(d)),
        whitespace,
        whitespace,
        password,
        (number, before, after, secret) => {
          const result = validateForm(schema, { memberId: `${before}${number}${after}`, password: secret });
          expect(result).toEqual({ ok: true, value: { memberId: number, password: secret.trim() } });
        },
      ),
    );
  });

  it('refuses every all-zero number with Incorrect login details', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 20 }), password, (length, secret) => {
        const result = validateForm(schema, { memberId: '0'.repeat(length), password: secret });
        expect(result).toEqual({ ok: false, errors: { memberId: 'Incorrect login details' } });
      }),
    );
  });

  it('never accepts an id shorter than 8 characters, and names the programme', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), password, (id, secret) => {
        const result = validateForm(schema, { memberId: id, password: secret });
        expect(result).toMatchObject({
          ok: false,
          errors: { memberId: 'Your Island Rewards Number or Email Address is required' },
        });
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (values) => {
        expect(() => validateForm(schema, values)).not.toThrow();
      }),
    );
  });
});

describe('patterns, for any input', () => {
  it('phone: exactly the 10-digit numbers with area code 876 or 658', () => {
    fc.assert(
      fc.property(digits(0, 14), (value) => {
        expect(PATTERNS.phone.test(value)).toBe(
          value.length === 10 && (value.startsWith('876') || value.startsWith('658')),
        );
      }),
    );
  });

  it('password: 12–30 characters with each of lower, upper, digit and symbol', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ9!bY8@ '), minLength: 0, maxLength: 34 }), (value) => {
        const expected =
          value.length >= 12 &&
          value.length <= 30 &&
          /[a-z]/.test(value) &&
          /[A-Z]/.test(value) &&
          /\d/.test(value) &&
          /[^A-Za-z0-9]/.test(value);
        expect(PATTERNS.password.test(value)).toBe(expected);
      }),
    );
  });
});
