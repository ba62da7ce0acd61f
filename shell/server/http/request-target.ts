import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { onRequestAsyncHookHandler } from 'fastify';
import { sendError } from './bff-error.ts';

/**
 * Percent-escapes a path may not carry: an unreserved character (ALPHA, DIGIT, `-`, `.`, `_`,
 * `~`; RFC 3986 §2.3 says their escapes are equivalent to the characters and "should not be
 * created"), `/` (%2F) and `\` (%5C). Each of them lets the path a guard reads differ from the
 * path the router runs once it has decoded it (`/%62ff/token` is `/bff/token`), or changes the
 * path's structure (`/%2e%2e/`, `/a%2fb`). No page, asset or API path of the portal needs one.
 */
const FORBIDDEN_ESCAPE = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e|2f|5c)/i;

/**
 * Why a request target is refused before routing, or null when it is fine:
 * - not in origin-form (RFC 9112 §3.2.1, `/path?query`): an absolute-form target
 *   (`http://x/bff/token`) is for proxies, and would let the host in the target and the Host
 *   header disagree; the authority and asterisk forms have no business here either;
 * - a path with one of the escapes above.
 */
export function refusedTarget(target: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//')) return 'not in origin-form';
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (FORBIDDEN_ESCAPE.test(path)) return 'an escaped unreserved character, slash or backslash in the path';
  return null;
}

/**
 * onRequest hook: answers 400 to a request whose target `refusedTarget` refuses, so every later
 * guard and the router see one and the same path.
 */
export function requestTargetGuard(): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const reason = refusedTarget(request.raw.url ?? '');
    if (reason === null) return undefined;
    request.log.info({ reason }, 'request target refused');
    return sendError(reply, 400, { code: ERROR_CODES.badRequest, message: 'The request could not be read.' });
  };
}
