import { type ApiErrorBody, ApiErrorSchema, ERROR_CODES } from '@portal/contracts/provider/api-error';
import { HttpError } from '@portal/server-kit/http-error';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { type ProviderResponse, parseJson } from '../provider/provider-client.ts';

/**
 * An error the BFF itself answers with (a provider's own errors are relayed instead). The status,
 * code and body are server-kit's `HttpError`, shared with the provider.
 */
export class BffError extends HttpError {}

/** The refusal of a BFF payload that does not match its schema: a plain 400, without the provider's field errors. */
export const invalidPayload = (): BffError => new BffError(400, ERROR_CODES.badRequest, 'The request is not valid.');

/**
 * A refusal, before it is sent: the JSON routes send it as it is (sendRefusal); the sign-in form
 * (routes/bff-login-form.ts) shows its message on the page.
 */
export interface Refusal {
  status: number;
  body: ApiErrorBody & { challenge?: unknown };
  /** Sent as Retry-After, in whole seconds (at least one). */
  retryAfterMs?: number;
}

/** Sends a refusal as its ApiError body, with Retry-After when it has one. */
export function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  if (refusal.retryAfterMs !== undefined)
    reply.header('retry-after', String(Math.max(1, Math.ceil(refusal.retryAfterMs / 1000))));
  return reply.status(refusal.status).header('cache-control', 'no-store').send(refusal.body);
}

/** Sends an ApiError body; never cached, since it answers one member's request. */
export function sendError(reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

/**
 * 429 `rate_limited` with Retry-After (whole seconds, at least one): a limit refused the attempt
 * (http/abuse-guard.ts, the login defence). The route that asked its guard sends it.
 */
export function sendTooManyAttempts(reply: FastifyReply, retryAfterMs: number): FastifyReply {
  return sendRefusal(reply, tooManyAttempts(retryAfterMs));
}

/** 429 `rate_limited`, not yet sent. */
export const tooManyAttempts = (retryAfterMs: number): Refusal => ({
  status: 429,
  retryAfterMs,
  body: { code: ERROR_CODES.rateLimited, message: 'Too many attempts. Please wait a little and try again.' },
});

/** Relays a provider error, keeping only the ApiError fields (no stack, no internals). */
export function relayProviderError(reply: FastifyReply, response: ProviderResponse): FastifyReply {
  return sendRefusal(reply, providerRefusal(response));
}

/** A provider error as a refusal of the BFF, keeping only the ApiError fields; 5xx becomes 502. */
export function providerRefusal(response: ProviderResponse): Refusal {
  const parsed = v.safeParse(ApiErrorSchema, parseJson(response));
  const body: ApiErrorBody = parsed.success
    ? parsed.output
    : {
        code: response.status >= 500 ? ERROR_CODES.providerUnavailable : ERROR_CODES.badRequest,
        message: 'The loyalty service could not complete the request.',
      };
  return { status: response.status >= 500 ? 502 : response.status, body };
}
