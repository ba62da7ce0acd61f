import { type ApiErrorBody, ApiErrorSchema, ERROR_CODES, type ErrorCode } from '@portal/contracts/provider/api-error';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { type ProviderResponse, parseJson } from '../provider-client.ts';

/** An error the BFF answers with: HTTP status plus the ApiError body every caller understands. */
export class BffError extends Error {
  readonly status: number;
  readonly code: ErrorCode;

  constructor(status: number, code: ErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function sendError(reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').send(body);
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

export function parsePayload<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) throw new BffError(400, ERROR_CODES.badRequest, 'The request is not valid.');
  return parsed.output;
}
