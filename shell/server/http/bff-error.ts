import { type ApiErrorBody, ApiErrorSchema, ERROR_CODES } from '@portal/contracts/provider/api-error';
import { HttpError } from '@portal/server-kit/http-error';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { type ProviderResponse, parseJson } from '../provider-client.ts';

/**
 * An error the BFF itself answers with (a provider's own errors are relayed instead). The status,
 * code and body are server-kit's `HttpError`, shared with the provider.
 */
export class BffError extends HttpError {}

/** The refusal of a BFF payload that does not match its schema: a plain 400, without the provider's field errors. */
export const invalidPayload = (): BffError => new BffError(400, ERROR_CODES.badRequest, 'The request is not valid.');

/** Sends an ApiError body; never cached, since it answers one member's request. */
export function sendError(reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

/**
 * 429 `rate_limited` with Retry-After (whole seconds, at least one): a limit refused the attempt
 * (http/abuse-guard.ts, the login defence). The route that asked its guard sends it.
 */
export function sendTooManyAttempts(reply: FastifyReply, retryAfterMs: number): FastifyReply {
  return sendError(reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000)))), 429, {
    code: ERROR_CODES.rateLimited,
    message: 'Too many attempts. Please wait a little and try again.',
  });
}

/** Relays a provider error, keeping only the ApiError fields (no stack, no internals). */
export function relayProviderError(reply: FastifyReply, response: ProviderResponse): FastifyReply {
  const parsed = v.safeParse(ApiErrorSchema, parseJson(response));
  const body: ApiErrorBody = parsed.success
    ? parsed.output
    : {
        code: response.status >= 500 ? ERROR_CODES.providerUnavailable : ERROR_CODES.badRequest,
        message: 'The loyalty service could not complete the request.',
      };
  const status = response.status >= 500 ? 502 : response.status;
  return sendError(reply, status, body);
}
