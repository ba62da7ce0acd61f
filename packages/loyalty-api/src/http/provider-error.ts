import { type ApiErrorBody, ERROR_CODES, type ErrorCode } from '@portal/contracts/provider/api-error';
import { MESSAGES } from '@portal/validation/messages';
import type * as v from 'valibot';

/** An error with an HTTP status and a stable code, sent to the caller as an ApiError body. */
export class ProviderError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: ApiErrorBody['errors'];

  constructor(status: number, code: ErrorCode, message: string, fieldErrors?: ApiErrorBody['errors']) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  toBody(): ApiErrorBody {
    return this.fieldErrors
      ? { code: this.code, message: this.message, errors: this.fieldErrors }
      : { code: this.code, message: this.message };
  }
}

export const unauthorized = (message = 'Authentication is required.'): ProviderError =>
  new ProviderError(401, ERROR_CODES.unauthorized, message);

export const forbidden = (message = 'You may not do that.'): ProviderError =>
  new ProviderError(403, ERROR_CODES.forbidden, message);

export const notFound = (message = 'Not found.'): ProviderError =>
  new ProviderError(404, ERROR_CODES.notFound, message);

/**
 * Valibot's own messages ("Invalid format: Expected /^[A-Za-z0-9_-]+$/ but received \"…\"") name
 * the schema's internals and echo the input: a rule without a message of ours gets requirements §17.3's
 * generic one instead.
 */
const LIBRARY_MESSAGE = /^Invalid [A-Za-z ]+: Expected /;
const memberMessage = (message: string): string => (LIBRARY_MESSAGE.test(message) ? MESSAGES.regex : message);

export function validationError(issues: readonly v.BaseIssue<unknown>[]): ProviderError {
  const errors = issues.map((issue) => {
    const field = issue.path?.map((item) => String(item.key)).join('.');
    const message = memberMessage(issue.message);
    return field ? { field, message } : { message };
  });
  return new ProviderError(400, ERROR_CODES.validation, errors[0]?.message ?? 'The request is not valid.', errors);
}
