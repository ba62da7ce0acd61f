import { ACCOUNT_EDIT } from '@portal/contracts/account-edit';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { OFFERS_PREVIEW_HEADER } from '@portal/contracts/provider/offers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffRoutes } from '../context.ts';
import type { GuardDecision, GuardedAction } from '../http/abuse-guard.ts';
import { sendError, sendTooManyAttempts } from '../http/bff-error.ts';
import { previewOf } from '../preview/preview-cookie.ts';
import { isAllowedProviderCall } from '../provider/provider-allow-list.ts';
import { isClientToken, readSession, setClientToken } from '../session/session-cookies.ts';
import { verifiedMember } from '../session/verified-member.ts';

const PREFIX = '/api/v1/';
/** A query string of plain, percent-encoded parameters; nothing that could change the target. */
const SAFE_QUERY = /^[A-Za-z0-9\-._~%=&+,:*]*$/;
const MAX_BODY_BYTES = 64 * 1024;
/** Where a guarded call names the account it is aimed at: a body field with an e-mail address, or the signed-in member. */
type AccountSource = { emailField: string } | 'member';

/**
 * Calls an attacker would repeat (http/abuse-guard.ts), with the account each is counted against.
 * Each is counted, and refused past its limits, before it reaches the provider.
 */
const GUARDED_CALLS: ReadonlyArray<{
  method: string;
  path: RegExp;
  action: GuardedAction;
  account: AccountSource;
  /** Only calls whose JSON body passes this (PUT account is a profile edit too). */
  body?: (body: Record<string, unknown>) => boolean;
}> = [
  {
    method: 'POST',
    path: /^account\/password\/reset$/,
    action: 'password-reset',
    account: { emailField: 'emailAddress' },
  },
  {
    method: 'POST',
    path: /^account\/email-verification$/,
    action: 'verification-email',
    account: { emailField: 'emailAddress' },
  },
  // The contact form, "Report missing points" included; counted per reply address (its receipt's).
  { method: 'POST', path: /^contact-us$/, action: 'contact', account: { emailField: 'emailAddress' } },
  {
    method: 'PUT',
    path: /^account$/,
    action: 'guest-registration',
    account: 'member',
    body: (body) => body.update === ACCOUNT_EDIT.guestRegistration,
  },
  { method: 'POST', path: /^fgb-customer-number$/, action: 'card-link', account: 'member' },
  // Looking a promo code up and claiming it: one budget, so codes cannot be guessed by lookups.
  { method: 'GET', path: /^promo-codes\/[^/]+$/, action: 'promo-claim', account: 'member' },
  { method: 'POST', path: /^promo-codes\/[^/]+\/claim$/, action: 'promo-claim', account: 'member' },
];

function jsonBody(body: unknown): Record<string, unknown> {
  if (!(body instanceof Buffer)) return {};
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
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
export const apiPassThroughRoutes: BffRoutes = async (app, { ctx }) => {
  /** The account a guarded call is counted against, if it names one. */
  function accountOf(request: FastifyRequest, source: AccountSource, body: Record<string, unknown>) {
    if (source === 'member') {
      // The account number the provider confirmed for this session, never the token's own claim
      // (anyone could write one to spend another member's budget). Asked only once the address
      // is counted. No member: the provider refuses the call itself (401).
      return async () => {
        const member = await verifiedMember(request, ctx.verifier);
        return member ? { accountNumber: member.accountNumber } : undefined;
      };
    }
    const emailAddress = body[source.emailField];
    return typeof emailAddress === 'string' ? { emailAddress } : undefined;
  }

  /** Counts a guarded call against its limits; any other call is allowed as it is. */
  async function guard(request: FastifyRequest, path: string): Promise<GuardDecision> {
    // Read only for the calls that may be guarded.
    let body: Record<string, unknown> | undefined;
    const bodyOf = () => (body ??= jsonBody(request.body));
    const call = GUARDED_CALLS.find(
      (candidate) =>
        candidate.method === request.method &&
        candidate.path.test(path) &&
        (!candidate.body || candidate.body(bodyOf())),
    );
    if (!call) return { allowed: true };
    return ctx.abuse.attempt({
      action: call.action,
      ip: request.ip,
      account: accountOf(request, call.account, bodyOf()),
    });
  }

  // Raw bytes: the provider parses and validates. Only JSON is accepted (415 otherwise).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_r, body, done) =>
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

    const decision = await guard(request, path);
    if (!decision.allowed) return sendTooManyAttempts(reply, decision.retryAfterMs);

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
    // A browser that opened a signed offers preview link sees the staged file's offers (and can
    // change none); the header is the BFF's alone: no browser header of that name is passed on.
    if (path === 'offers' || path.startsWith('offers/')) {
      const preview = previewOf(request, request.log);
      if (preview?.target === 'offers') headers[OFFERS_PREVIEW_HEADER] = preview.version;
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

  app.route({ method: ['GET', 'POST', 'PUT', 'DELETE'], url: `${PREFIX}*`, handler });
};
