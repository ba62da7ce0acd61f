import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateForm } from './field-errors.ts';
import { MESSAGES } from './messages.ts';
import { emailLinkTokenSchema, newPasswordFormSchema } from './password-schema.ts';
import { chars, passwordMissingAKind, strongPassword } from './property-arbitraries.ts';

describe('new password form, for any input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (values) => {
        expect(() => validateForm(newPasswordFormSchema, values)).not.toThrow();
      }),
    );
  });

  it('accepts a valid password typed twice', () => {
    fc.assert(
      fc.property(strongPassword, (password) => {
        expect(validateForm(newPasswordFormSchema, { password, passwordConfirmation: password })).toEqual({
          ok: true,
          value: { password, passwordConfirmation: password },
        });
      }),
    );
  });

  it('says Value does not match on the confirmation whenever it differs, beside the password’s own message', () => {
    fc.assert(
      fc.property(fc.oneof(strongPassword, passwordMissingAKind), fc.string({ minLength: 1 }), (password, other) => {
        fc.pre(other.trim() !== '' && other !== password);
        const result = validateForm(newPasswordFormSchema, { password, passwordConfirmation: other });
        expect(result).toMatchObject({ ok: false, errors: { passwordConfirmation: MESSAGES.confirmed } });
        if (!result.ok) {
          expect(result.errors.password).toBe(
            v.is(newPasswordFormSchema.pipe[0].entries.password, password) ? undefined : MESSAGES.regex,
          );
        }
      }),
    );
  });
});

describe('e-mailed link tokens, for any input', () => {
  it('accept exactly 32 lowercase letters and digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(chars('abcdefghijklmnopqrstuvwxyz0123456789', 32, 32), fc.string({ maxLength: 40 })),
        (token) => {
          const result = v.safeParse(emailLinkTokenSchema, token);
          expect(result.success).toBe(/^[a-z0-9]{32}$/.test(token));
          if (!result.success) expect(result.issues[0].message).toBe(MESSAGES.regex);
        },
      ),
    );
  });
});
