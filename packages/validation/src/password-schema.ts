import * as v from 'valibot';
import { passwordRule, requiredText } from './field-rules.ts';
import { MESSAGES } from './messages.ts';
import { PATTERNS } from './patterns.ts';

/** A new password and its confirmation (requirements §17.2 password rule; 'Value does not match'). */
export function newPasswordFields() {
  return {
    password: passwordRule(),
    // Only "required" here: the match is checked once both are read, so the message lands on this field.
    passwordConfirmation: requiredText(),
  };
}

/**
 * 'Value does not match' on the confirmation whenever it differs from the password, even while the
 * password itself still breaks the rule (so both messages show at once).
 */
export function confirmationMatches<T extends { password: string; passwordConfirmation: string }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const value = dataset.value as Record<string, unknown> | undefined;
    const confirmation = value?.passwordConfirmation;
    if (value && typeof confirmation === 'string' && confirmation !== '' && confirmation !== value.password) {
      addIssue({
        message: MESSAGES.confirmed,
        path: [{ type: 'object', origin: 'value', input: value, key: 'passwordConfirmation', value: confirmation }],
      });
    }
  });
}

/** /reset-password: a new password for the account the e-mailed link belongs to. */
const newPasswordFieldsSchema = v.object(newPasswordFields());
export const newPasswordFormSchema = v.pipe(
  newPasswordFieldsSchema,
  confirmationMatches<v.InferOutput<typeof newPasswordFieldsSchema>>(),
);

/** The token of an e-mailed link (verification, password reset): 32 lowercase letters and digits. */
export const emailLinkTokenSchema = v.pipe(v.string(), v.regex(PATTERNS.lowerAlnum32, MESSAGES.regex));
