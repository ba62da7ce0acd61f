import { ApiErrorSchema } from '@portal/contracts/provider/api-error';
import * as v from 'valibot';

/**
 * What most calls reject with (requirements §20.2): the error object from the response body, plus the HTTP
 * status (0 when no response came back at all).
 */
export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  errors?: Array<{ field?: string | undefined; message: string }> | undefined;
  /** A login's proof-of-work challenge, with code `challenge_required` (calls/bff.ts solves it). */
  challenge?: { parameters: Record<string, unknown>; signature: string } | undefined;
}

export const NO_RESPONSE_MESSAGE = 'We could not reach Island Rewards. Check your connection and try again.';
export const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

/** How a call rejects when it fails (requirements §20.2, "Service failures"). */
export type RejectionStyle =
  /** Most calls: the ApiFailure. */
  | 'body'
  /** Password apply: the first message of its errors list. */
  | 'first-error-message'
  /** Register and similar: null when there is no response. */
  | 'null-without-response'
  /** Refresh: false when there is no response. */
  | 'false-without-response';

export type Rejection = ApiFailure | string | null | false;

/**
 * Turns whatever a request failed with into the rejection of requirements §20.2. `status` is undefined when no
 * response arrived (network failure, timeout); `body` is the parsed response body, if any.
 */
export function normaliseFailure(style: RejectionStyle, status: number | undefined, body: unknown): Rejection {
  if (status === undefined) {
    if (style === 'null-without-response') return null;
    if (style === 'false-without-response') return false;
    const failure: ApiFailure = { status: 0, code: 'network_error', message: NO_RESPONSE_MESSAGE };
    return style === 'first-error-message' ? failure.message : failure;
  }
  const parsed = v.safeParse(ApiErrorSchema, body);
  const failure: ApiFailure = parsed.success
    ? { status, ...parsed.output }
    : { status, code: status >= 500 ? 'server_error' : 'http_error', message: UNEXPECTED_MESSAGE };
  if (style === 'first-error-message') return failure.errors?.[0]?.message ?? failure.message;
  return failure;
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiFailure).status === 'number' &&
    typeof (value as ApiFailure).code === 'string' &&
    typeof (value as ApiFailure).message === 'string'
  );
}

/** A message fit to show for any rejection. */
export function messageOf(rejection: unknown): string {
  if (typeof rejection === 'string' && rejection) return rejection;
  if (isApiFailure(rejection)) return rejection.message;
  if (rejection === null || rejection === false) return NO_RESPONSE_MESSAGE;
  return UNEXPECTED_MESSAGE;
}
