import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type * as v from 'valibot';
import { HttpError } from './http-error.ts';

/**
 * A 400 `validation_failed` listing every problem valibot found, each with its field's dotted
 * path when it has one. The message is the first problem's, so a caller that shows one line
 * shows the most relevant one.
 */
export function validationError(issues: readonly v.BaseIssue<unknown>[]): HttpError {
  const errors = issues.map((issue) => {
    const field = issue.path?.map((item) => String(item.key)).join('.');
    return field ? { field, message: issue.message } : { message: issue.message };
  });
  return new HttpError(400, ERROR_CODES.validation, errors[0]?.message ?? 'The request is not valid.', errors);
}
