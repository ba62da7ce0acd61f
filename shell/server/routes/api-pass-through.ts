import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffApp, BffContext } from '../context.ts';
import type { GuardedAction } from '../http/abuse-guard.ts';
import { sendError } from '../http/bff-error.ts';
import { isAllowedProviderCall } from '../provider-allow-list.ts';
import { isClientToken, readSession, setClientToken } from '../session-cookies.ts';

const PREFIX = '/api/v1/';
/** A query string of plain, percent-encoded parameters; nothing that could change the target. */
const SAFE_QUERY = /^[A-Za-z0-9\-._~%=&+,:*]*$/;
const MAX_BODY_BYTES = 64 * 1024;
/** Calls an attacker would repeat, with the body field that names the account (for per-account limits). */
const GUARDED_CALLS: ReadonlyArray<readonly [string, string, GuardedAction, string | undefined]> = [
  ['POST', 'account/password/reset', 'password-reset', 'emailAddress'],
  ['POST', 'account/email-verification', 'verification-email', 'emailAddress'],
  ['POST', 'contact-us', 'contact', undefined],
];

function accountFrom(body: unknown, field: string): string | undefined {
  if (!(body instanceof Buffer)) return undefined;
  try {
    const value = (JSON.parse(body.toString('utf8')) as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A download's Content-Disposition worth passing on: an attachment with a plain file name, nothing else. */
const ATTACHMENT = /^attachment; filename="[A-Za-z0-9._-]{1,100}"$/;

/** Request headers worth passing on; everything else (cookies above all) stays at the BFF. */
const FORWARDED_HEADERS = ['idempotency-key', 'accept-language'] as const;

/**
 * /api/v1/* — the allow-listed pass-through to the provider, bearer added server-side.
 * Visitors get the shared client token (requirements §5.5 logout step 2); members use their own. A member
 * token the provider refuses is answered 401 so the browser can refresh once and replay (requirements §5.3).
 */
export function registerApiPassThrough(app: BffApp, ctx: BffContext): void {
  app.register(async (scope) => {
    // Raw bytes: the provider parses and validates. Only JSON is accepted (415 otherwise).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_r, body, done) =>
      done(null, body),
    );

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.raw.url ?? '';
      const queryAt = raw.indexOf('?');
      const path = (queryAt === -1 ? raw : raw.slice(0, queryAt)).slice(PREFIX.length);
      const query = queryAt === -1 ? '' : raw.slice(queryAt + 1);
      if (!isAllowedProviderCall(request.method, path) || !SAFE_QUERY.test(query)) {
        return sendError(reply, 404, { code: ERROR_CODES.notAllowed, message: 'Not found.' });
      }

      const guarded = GUARDED_CALLS.find(([method, pathName]) => method === request.method && pathName === path);
      if (guarded) {
        const [, , action, accountField] = guarded;
        const account = accountField ? accountFrom(request.body, accountField) : undefined;
        const refused = await ctx.abuse.check(request, reply, action, account);
        if (refused) return refused;
        await ctx.abuse.record(request, action, account);
      }

      const session = readSession(request);
      let bearer = session.access;
      let usingClientToken = !bearer || isClientToken(bearer);
      if (!bearer) {
        bearer = await ctx.broker.clientToken();
        setClientToken(reply, ctx.settings, bearer);
      }

      const headers: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const body = request.body instanceof Buffer ? request.body : undefined;
      const target = `${PREFIX}${path}${query ? `?${query}` : ''}`;
      const send = (token: string) =>
        ctx.provider.call(request.method, target, {
          bearer: token,
          headers,
          ...(body ? { body, contentType: 'application/json' } : {}),
        });

      let response = await send(bearer);
      if (response.status === 401 && usingClientToken) {
        // The shared client token expired or was revoked: renew it once, transparently.
        bearer = await ctx.broker.clientToken({ fresh: true });
        setClientToken(reply, ctx.settings, bearer);
        usingClientToken = true;
        response = await send(bearer);
      }

      reply.status(response.status >= 500 ? 502 : response.status).header('cache-control', 'no-store');
      if (response.status >= 500) {
        return sendError(reply, 502, {
          code: ERROR_CODES.providerUnavailable,
          message: 'The loyalty service could not complete the request.',
        });
      }
      if (response.contentType) reply.type(response.contentType);
      // A file (a wallet pass) keeps its name, so a browser that follows the link saves it as one.
      if (response.contentDisposition && ATTACHMENT.test(response.contentDisposition)) {
        reply.header('content-disposition', response.contentDisposition);
      }
      return reply.send(response.body.length > 0 ? response.body : undefined);
    };

    scope.route({ method: ['GET', 'POST', 'PUT', 'DELETE'], url: `${PREFIX}*`, handler });
  });
}
