import * as v from 'valibot';
import { FIELD_LIMITS, requiredText } from './field-rules.ts';
import { MESSAGES } from './messages.ts';

/**
 * The one field of /forgot-password and /resend-verification. Any well-formed address is
 * accepted: whether an account has it is never told (the reply is the same either way).
 */
export const emailAddressFormSchema = v.object({
  emailAddress: v.pipe(
    requiredText(),
    v.maxLength(FIELD_LIMITS.emailMax, MESSAGES.max(FIELD_LIMITS.emailMax)),
    v.email(MESSAGES.email),
  ),
});
