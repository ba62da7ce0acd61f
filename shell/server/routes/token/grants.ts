import type { PasswordGrantPayloadSchema } from '@portal/contracts/bff';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { BffContext } from '../../context.ts';
import { relayProviderError, sendError, sendRefusal } from '../../http/bff-error.ts';
import { signIn } from '../../login/sign-in.ts';
import {
  clearSession,
  peekClaims,
  readSession,
  setClientToken,
  setMemberTokens,
} from '../../session/session-cookies.ts';

/** What a grant answers: the token's lifetime, never the token (it goes into an httpOnly cookie). */
const grantAnswer = (expiresIn: number) => ({ data: { token_type: 'bearer', expires_in: expiresIn } });

/** The seconds an access token has left, from its own claims (0 when they cannot be read). */
function secondsLeft(token: string): number {
  const claims = peekClaims(token);
  return claims ? claims.exp - Math.floor(Date.now() / 1000) : 0;
}

/** `grant_type: password`: a member signs in, through the login defence (login/sign-in.ts). */
export async function passwordGrant(
  ctx: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: v.InferOutput<typeof PasswordGrantPayloadSchema>,
) {
  const outcome = await signIn(ctx, request, reply, body);
  if (outcome.kind !== 'granted') return sendRefusal(reply, outcome.refusal);
  return reply.header('cache-control', 'no-store').send(grantAnswer(outcome.expiresIn));
}

/** `grant_type: client_credentials`: the shared client token, for a visitor. */
export async function clientCredentialsGrant(ctx: BffContext, reply: FastifyReply) {
  const token = await ctx.broker.clientToken();
  ctx.verifier.remember(token, { kind: 'client', accountNumber: null });
  setClientToken(reply, ctx.settings, token);
  return reply.header('cache-control', 'no-store').send(grantAnswer(secondsLeft(token)));
}

/** `grant_type: refresh_token`: the session cookie's refresh token, exchanged (token-broker.ts coalesces). */
export async function refreshGrant(ctx: BffContext, request: FastifyRequest, reply: FastifyReply) {
  const session = readSession(request);
  if (!session.refresh) {
    return sendError(reply, 401, { code: ERROR_CODES.invalidGrant, message: 'Your session has expired.' });
  }
  const outcome = await ctx.broker.refresh(session.refresh);
  if (!outcome.ok) {
    if (outcome.response.status >= 500) return relayProviderError(reply, outcome.response);
    clearSession(reply, ctx.settings);
    return sendError(reply, 401, { code: ERROR_CODES.invalidGrant, message: 'Your session has expired.' });
  }
  setMemberTokens(reply, ctx.settings, outcome.access, outcome.refresh);
  const claims = peekClaims(outcome.access);
  if (claims?.sub) ctx.verifier.remember(outcome.access, { kind: 'member', accountNumber: claims.sub });
  return reply.header('cache-control', 'no-store').send(grantAnswer(secondsLeft(outcome.access)));
}
