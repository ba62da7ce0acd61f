import { type ApiErrorBody, ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

const UNREADABLE = 'The request could not be read.';

export interface ApiErrorHandlerOptions {
  /** Sends an error body (default: the status and the body as they are). The BFF also marks it `no-store`. */
  send?: (reply: FastifyReply, status: number, body: ApiErrorBody) => FastifyReply;
  /** Turns an error of the server's own that is not an HttpError (say, an upstream that cannot be reached) into one. */
  known?: (error: unknown, request: FastifyRequest) => HttpError | undefined;
  /** What a member reads when Fastify refuses a body as too large (413) or not JSON (415); default: `UNREADABLE`. */
  messages?: { payloadTooLarge?: string; unsupportedMediaType?: string };
}

const sendAsIs = (reply: FastifyReply, status: number, body: ApiErrorBody): FastifyReply =>
  reply.status(status).send(body);

/**
 * The error handler of every portal server: an HttpError is sent as its ApiError body; Fastify's
 * own refusals (413, 415, malformed bodies and other 4xx) become `payload_too_large`,
 * `unsupported_media_type` or `bad_request`; anything else is logged and answered with a bare
 * 500, so no stack or internal detail reaches the caller.
 */
export function apiErrorHandler(options: ApiErrorHandlerOptions = {}) {
  const send = options.send ?? sendAsIs;
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const known = error instanceof HttpError ? error : options.known?.(error, request);
    if (known) return send(reply, known.status, known.toBody());
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      return send(reply, 413, {
        code: ERROR_CODES.payloadTooLarge,
        message: options.messages?.payloadTooLarge ?? UNREADABLE,
      });
    }
    if (status === 415) {
      return send(reply, 415, {
        code: ERROR_CODES.unsupportedMediaType,
        message: options.messages?.unsupportedMediaType ?? UNREADABLE,
      });
    }
    if (status && status >= 400 && status < 500) {
      return send(reply, status, { code: ERROR_CODES.badRequest, message: UNREADABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: ERROR_CODES.internal, message: 'Something went wrong on our side.' });
  };
}
