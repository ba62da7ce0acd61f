import * as v from 'valibot';
import { requiredText } from './field-rules.ts';
import { mustBeTicked } from './form-fields.ts';

export const DELETION_MESSAGES = {
  acknowledge: 'Please confirm that you understand what deleting your account means',
} as const;

/** /account/delete: the member's password (re-authentication) and an explicit acknowledgement. */
export const accountDeletionFormSchema = v.object({
  password: requiredText(),
  acknowledged: mustBeTicked(DELETION_MESSAGES.acknowledge),
});
