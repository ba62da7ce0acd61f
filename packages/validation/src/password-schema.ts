import * as v from 'valibot';
import { passwordRule, requiredText } from './field-rules.ts';
import { MESSAGES } from './messages.ts';
import { PATTERNS } from './patterns.ts';

/** A new password and its confirmation (spec §5 password rule; 'Value does not match'). */
export function newPasswordFields() {
  return {
    password: passwordRule(),
    // Only "required" here: the match is checked once both are read, so the message lands on this field.
    passwordConfirmation: requiredText(),
  };
}

export function passwordsMatch(input: { password: string; passwordConfirmation: string }): boolean {
  return input.password === input.passwordConfirmation;
}

/** /reset-password: a new password for the account the e-mailed link belongs to. */
export const newPasswordFormSchema = v.pipe(
  v.object(newPasswordFields()),
  v.forward(v.partialCheck([['password'], ['passwordConfirmation']], passwordsMatch, MESSAGES.confirmed), [
    'passwordConfirmation',
  ]),
);

export type NewPasswordInput = v.InferOutput<typeof newPasswordFormSchema>;

/** The token of an e-mailed link (verification, password reset): 32 lowercase letters and digits. */
export const emailLinkTokenSchema = v.pipe(v.string(), v.regex(PATTERNS.lowerAlnum32, MESSAGES.regex));
