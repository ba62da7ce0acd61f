import type { ApiErrorBody, ErrorCode } from '@portal/contracts/provider/api-error';

/** The field problems an error may carry: which field (a dotted path) and what is wrong with it. */
export type FieldErrors = NonNullable<ApiErrorBody['errors']>;

/**
 * An error a server answers with: an HTTP status, a stable code and a message fit to show a
 * member, sent as an ApiError body by `apiErrorHandler`. Throw it from a handler or a hook.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, code: ErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  /** The body the caller receives; `errors` only when there are field problems to report. */
  toBody(): ApiErrorBody {
    return this.fieldErrors
      ? { code: this.code, message: this.message, errors: this.fieldErrors }
      : { code: this.code, message: this.message };
  }
}
