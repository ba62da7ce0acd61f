import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@portal/contracts/bff';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { BffSettings } from '../config/settings.ts';
import { sendError } from './bff-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a route may relax, in its `config.csrf`: 'same-origin' (a beacon, which cannot send a
 * header, but comes from our origin) or 'none' (a report the browser itself posts). Only routes
 * that just count (routes/bff-telemetry.ts) set it; it is the matched route's option, never read
 * from the raw URL.
 */
export type CsrfRelaxation = 'same-origin' | 'none';

/**
 * CSRF defence for every state-changing request: it must carry our custom header (which a
 * cross-site form cannot send and a cross-site script cannot send without a preflight we never
 * grant) and come from our own origin. SameSite=Strict cookies are the third layer.
 *
 * It looks at the method only, never at the path: a guard that picks paths by reading the raw
 * URL can be walked around with an escape the router decodes (`POST /%62ff/token`). Every
 * state-changing route is under /bff/ or /api/, and any other path answers 404 anyway, so
 * checking them all costs nothing. (requestTargetGuard refuses such escapes too, with 400, after
 * this guard, so a foreign origin's try is a 403 like any other.)
 */
export function csrfGuard(settings: BffSettings): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return undefined;
    const origin = request.headers.origin;
    const relaxed = (request.routeOptions.config as { csrf?: CsrfRelaxation }).csrf;
    if (relaxed === 'none' || (relaxed === 'same-origin' && origin === settings.publicOrigin)) return undefined;
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE || origin !== settings.publicOrigin) {
      return sendError(reply, 403, { code: ERROR_CODES.csrf, message: 'This request was refused.' });
    }
    return undefined;
  };
}
