import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountDeletionFormSchema, DELETION_MESSAGES } from './account-deletion-schema.ts';
import { validateForm } from './field-errors.ts';
import { MESSAGES } from './messages.ts';
import { blank } from './property-arbitraries.ts';

describe('account deletion form, for any input', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (values) => {
        expect(() => validateForm(accountDeletionFormSchema, values)).not.toThrow();
      }),
    );
  });

  it('takes any non-blank password once the member has ticked the acknowledgement', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((p) => p.trim() !== ''),
        (password) => {
          expect(validateForm(accountDeletionFormSchema, { password, acknowledged: true })).toEqual({
            ok: true,
            value: { password: password.trim(), acknowledged: true },
          });
        },
      ),
    );
  });

  it('refuses a blank password and an unticked box, with their messages', () => {
    fc.assert(
      fc.property(blank, (password) => {
        expect(validateForm(accountDeletionFormSchema, { password, acknowledged: false })).toEqual({
          ok: false,
          errors: { password: MESSAGES.required, acknowledged: DELETION_MESSAGES.acknowledge },
        });
      }),
    );
  });
});
