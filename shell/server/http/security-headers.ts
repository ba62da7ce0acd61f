import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffSettings } from '../config/settings.ts';
import { API_CONTENT_SECURITY_POLICY } from './content-security-policy.ts';

/** Headers every BFF response carries. The page's Content-Security-Policy is set where index.html is sent. */
export function securityHeaders(settings: BffSettings) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (settings.secureCookies) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Pages set their own policy; everything else may not run anything or be framed.
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    return payload;
  };
}
