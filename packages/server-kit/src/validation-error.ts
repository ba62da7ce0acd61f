import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { MESSAGES } from '@portal/validation/messages';
import type * as v from 'valibot';
import { HttpError } from './http-error.ts';

/**
 * Valibot's own messages ("Invalid format: Expected /^[A-Za-z0-9_-]+$/ but received \"…\"") name
 * the schema's internals and echo the input: a rule without a message of ours gets requirements
 * §17.3's generic one instead.
 */
const LIBRARY_MESSAGE = /^Invalid [A-Za-z ]+: Expected /;
const memberMessage = (message: string): string => (LIBRARY_MESSAGE.test(message) ? MESSAGES.regex : message);

/**
 * A 400 `validation_failed` listing every problem valibot found, each with its field's dotted
 * path when it has one. The message is the first problem's, so a caller that shows one line
 * shows the most relevant one.
 */
export function validationError(issues: readonly v.BaseIssue<unknown>[]): HttpError {
  const errors = issues.map((issue) => {
    const field = issue.path?.map((item) => String(item.key)).join('.');
    const message = memberMessage(issue.message);
    return field ? { field, message } : { message };
  });
  return new HttpError(400, ERROR_CODES.validation, errors[0]?.message ?? 'The request is not valid.', errors);
}
