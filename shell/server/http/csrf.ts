import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contracts/bff';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffSettings } from '../settings.ts';
import { sendError } from './bff-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing BFF routes: the request must carry our custom header (which a
 * cross-site form cannot send and a cross-site script cannot send without a preflight we never
 * grant) and come from our own origin. SameSite=Strict cookies are the third layer.
 */
export function csrfGuard(settings: BffSettings) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (SAFE_METHODS.has(request.method)) return undefined;
    const url = request.url;
    if (!url.startsWith('/bff/') && !url.startsWith('/api/')) return undefined;
    const origin = request.headers.origin;
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE || origin !== settings.publicOrigin) {
      return sendError(reply, 403, { code: ERROR_CODES.csrf, message: 'This request was refused.' });
    }
    return undefined;
  };
}
