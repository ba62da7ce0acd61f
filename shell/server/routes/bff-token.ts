import {
  AccountTypeLookupPayloadSchema,
  BffTokenPayloadSchema,
  ClientCredentialsPayloadSchema,
  DecryptPayloadSchema,
  EncryptedPasswordLoginPayloadSchema,
  PasswordGrantPayloadSchema,
  RefreshPayloadSchema,
  RegisterPayloadSchema,
  StoreAccountTypePayloadSchema,
} from '@portal/contracts/bff';
import { AccountTypeResponseSchema } from '@portal/contracts/provider/account';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { parseInput } from '@portal/server-kit/parse-input';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { BffApp, BffContext } from '../context.ts';
import {
  BffError,
  invalidPayload,
  relayProviderError,
  sendError,
  sendRefusal,
  sendTooManyAttempts,
} from '../http/bff-error.ts';
import { INCORRECT_LOGIN, signIn } from '../login/sign-in.ts';
import { parseJson } from '../provider/provider-client.ts';
import {
  clearSession,
  peekClaims,
  readSession,
  setAccountType,
  setClientToken,
  setMemberTokens,
} from '../session/session-cookies.ts';
import { type VerifiedMember, verifiedMember } from '../session/verified-member.ts';

const grantAnswer = (expiresIn: number) => ({ data: { token_type: 'bearer', expires_in: expiresIn } });

/**
 * POST /bff/token — the proxy endpoint (requirements §19.1). One path, told apart by payload shape.
 * Tokens go into httpOnly cookies and never into a response body.
 */
export function registerBffToken(app: BffApp, ctx: BffContext): void {
  const { settings, provider, broker, cipher } = ctx;

  async function clientCredentials(reply: FastifyReply) {
    const token = await broker.clientToken();
    ctx.verifier.remember(token, { kind: 'client', accountNumber: null });
    setClientToken(reply, settings, token);
    const claims = peekClaims(token);
    return reply
      .header('cache-control', 'no-store')
      .send(grantAnswer(claims ? claims.exp - Math.floor(Date.now() / 1000) : 0));
  }

  async function refresh(request: FastifyRequest, reply: FastifyReply) {
    const session = readSession(request);
    if (!session.refresh) {
      return sendError(reply, 401, { code: ERROR_CODES.invalidGrant, message: 'Your session has expired.' });
    }
    const outcome = await broker.refresh(session.refresh);
    if (!outcome.ok) {
      if (outcome.response.status >= 500) return relayProviderError(reply, outcome.response);
      clearSession(reply, settings);
      return sendError(reply, 401, { code: ERROR_CODES.invalidGrant, message: 'Your session has expired.' });
    }
    setMemberTokens(reply, settings, outcome.access, outcome.refresh);
    const claims = peekClaims(outcome.access);
    if (claims?.sub) ctx.verifier.remember(outcome.access, { kind: 'member', accountNumber: claims.sub });
    return reply
      .header('cache-control', 'no-store')
      .send(grantAnswer(claims ? claims.exp - Math.floor(Date.now() / 1000) : 0));
  }

  /** The signed-in member as the provider confirmed them (never the token's own claims), or 401. */
  async function requireMemberAccess(request: FastifyRequest): Promise<VerifiedMember> {
    const member = await verifiedMember(request, ctx.verifier);
    if (!member) throw new BffError(401, ERROR_CODES.unauthorized, 'Log in to do that.');
    return member;
  }

  async function accountType(
    request: FastifyRequest,
    reply: FastifyReply,
    body: v.InferOutput<typeof AccountTypeLookupPayloadSchema>,
  ) {
    const { access, accountNumber } = await requireMemberAccess(request);
    const response = await provider.call('GET', `/api/v1/account/type?card=${encodeURIComponent(body.memberId)}`, {
      bearer: access,
    });
    if (response.status !== 200) return relayProviderError(reply, response);
    const parsed = v.safeParse(AccountTypeResponseSchema, parseJson(response));
    if (!parsed.success)
      return sendError(reply, 502, {
        code: ERROR_CODES.providerUnavailable,
        message: 'The loyalty service answered unexpectedly.',
      });
    const answer: { accountType: string; encryption?: string } = { accountType: parsed.output.accountType };
    if (body.toEncrypt !== undefined) {
      // Bound to this member: only they can have it decrypted again.
      answer.encryption = cipher.encrypt(JSON.stringify({ value: body.toEncrypt, sub: accountNumber }));
    }
    return reply.header('cache-control', 'no-store').send(answer);
  }

  async function decrypt(
    request: FastifyRequest,
    reply: FastifyReply,
    body: v.InferOutput<typeof DecryptPayloadSchema>,
  ) {
    const { accountNumber } = await requireMemberAccess(request);
    const plaintext = cipher.decrypt(body.toDecrypt);
    let decoded: { value?: unknown; sub?: unknown } | null = null;
    try {
      decoded = plaintext === null ? null : (JSON.parse(plaintext) as { value?: unknown; sub?: unknown });
    } catch {
      decoded = null;
    }
    if (!decoded || decoded.sub !== accountNumber || typeof decoded.value !== 'string') {
      return sendError(reply, 400, { code: ERROR_CODES.badRequest, message: 'This value cannot be read.' });
    }
    return reply.header('cache-control', 'no-store').send({ decrypted: decoded.value });
  }

  async function storeAccountType(
    request: FastifyRequest,
    reply: FastifyReply,
    body: v.InferOutput<typeof StoreAccountTypePayloadSchema>,
  ) {
    await requireMemberAccess(request);
    setAccountType(reply, settings, body.accountType);
    return reply.header('cache-control', 'no-store').send({ accountType: body.accountType });
  }

  async function register(request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) {
    const emailAddress = typeof body.emailAddress === 'string' ? body.emailAddress : undefined;
    const decision = await ctx.abuse.attempt({
      action: 'register',
      ip: request.ip,
      account: emailAddress ? { emailAddress } : undefined,
    });
    if (!decision.allowed) return sendTooManyAttempts(reply, decision.retryAfterMs);
    const { tokenService: _tokenService, ...fields } = body;
    const token = await broker.clientToken();
    const response = await provider.call('POST', '/api/v1/account/register', {
      bearer: token,
      contentType: 'application/json',
      body: JSON.stringify(fields),
    });
    if (response.status < 200 || response.status >= 300) return relayProviderError(reply, response);
    return reply
      .status(response.status)
      .header('cache-control', 'no-store')
      .type('application/json')
      .send(response.body);
  }

  app.post('/bff/token', async (request, reply) => {
    const body = parseInput(BffTokenPayloadSchema, request.body, invalidPayload);
    if (v.is(PasswordGrantPayloadSchema, body)) {
      const outcome = await signIn(ctx, request, reply, body);
      if (outcome.kind !== 'granted') return sendRefusal(reply, outcome.refusal);
      return reply.header('cache-control', 'no-store').send(grantAnswer(outcome.expiresIn));
    }
    if (v.is(ClientCredentialsPayloadSchema, body)) return clientCredentials(reply);
    if (v.is(RefreshPayloadSchema, body)) return refresh(request, reply);
    if (v.is(AccountTypeLookupPayloadSchema, body)) return accountType(request, reply, body);
    if (v.is(DecryptPayloadSchema, body)) return decrypt(request, reply, body);
    if (v.is(StoreAccountTypePayloadSchema, body)) return storeAccountType(request, reply, body);
    if (v.is(EncryptedPasswordLoginPayloadSchema, body)) {
      // A reusable credential in web storage is what the BFF exists to avoid
      // (docs/decisions/0001-tokens-stay-in-the-bff.md).
      return sendError(reply, 400, { code: ERROR_CODES.unsupportedGrant, message: INCORRECT_LOGIN });
    }
    if (v.is(RegisterPayloadSchema, body)) return register(request, reply, body);
    throw new BffError(400, ERROR_CODES.badRequest, 'The request is not valid.');
  });
}
