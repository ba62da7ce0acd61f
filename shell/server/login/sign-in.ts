import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { TokenResponseSchema, USER_AGENT_MAX } from '@portal/contracts/provider/oauth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { BffContext } from '../context.ts';
import { providerRefusal, type Refusal } from '../http/bff-error.ts';
import { parseJson } from '../provider/provider-client.ts';
import { clearSession, peekClaims, readSession, setMemberTokens } from '../session/session-cookies.ts';

/** The message of every failed sign-in (requirements §4.4): the same whatever was wrong. */
export const INCORRECT_LOGIN = 'Incorrect login details';

/** How a sign-in ended: the tokens are in the reply's cookies when it was granted. */
export type SignInOutcome =
  | { kind: 'granted'; access: string; refresh: string; expiresIn: number }
  /** The right password for an account not yet verified (requirements §4.3: to /resend-verification). */
  | { kind: 'unverified'; refusal: Refusal }
  | { kind: 'refused'; refusal: Refusal };

/**
 * A sign-in with the password grant (requirements §4.3 step 2), for the JSON route (POST
 * /bff/token) and the sign-in form that works without JavaScript (POST /bff/login) alike: the
 * whole of it in the login queue, each attempt admitted by the login defence (counters,
 * challenge, known browsers: docs/security.md), a new session at every sign-in (the browser's
 * earlier one is ended at the provider), the tokens into httpOnly cookies on `reply`.
 */
export async function signIn(
  ctx: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { username: string; password: string; altcha?: string | undefined },
): Promise<SignInOutcome> {
  const outcome = await ctx.login.queued(request, () => grant(ctx, request, reply, input));
  return 'refusal' in outcome && !('kind' in outcome) ? { kind: 'refused', refusal: outcome.refusal } : outcome;
}

async function grant(
  ctx: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { username: string; password: string; altcha?: string | undefined },
): Promise<SignInOutcome> {
  const { provider, settings } = ctx;
  const attempt = await ctx.login.admit(request, reply, input.username, input.altcha);
  if ('refusal' in attempt) return { kind: 'refused', refusal: attempt.refusal };
  const previous = readSession(request);
  const userAgent = request.headers['user-agent'];
  const response = await provider.token({
    grant_type: 'password',
    username: input.username,
    password: input.password,
    // For the member's security centre: which browser signed in (our extension of the grant).
    ...(userAgent ? { user_agent: userAgent.slice(0, USER_AGENT_MAX) } : {}),
    device_id: attempt.deviceId,
  });
  if (response.status === 401) {
    // The right password for an account not yet verified: not a guess, so not counted.
    await attempt.succeeded();
    return {
      kind: 'unverified',
      refusal: {
        status: 401,
        body: { code: ERROR_CODES.accountNotVerified, message: 'Please verify your e-mail address to sign in.' },
      },
    };
  }
  const parsed = v.safeParse(TokenResponseSchema, parseJson(response));
  if (response.status !== 200 || !parsed.success || !parsed.output.refresh_token) {
    // A provider error stays counted as an attempt, like a wrong password.
    if (response.status >= 500) return { kind: 'refused', refusal: providerRefusal(response) };
    return {
      kind: 'refused',
      refusal: { status: 400, body: { code: ERROR_CODES.invalidGrant, message: INCORRECT_LOGIN } },
    };
  }
  const accountNumber = peekClaims(parsed.output.access_token)?.sub;
  // Straight from the provider's answer to our authenticated call: known good, no need to ask.
  if (accountNumber) ctx.verifier.remember(parsed.output.access_token, { kind: 'member', accountNumber });
  await attempt.succeeded();
  if (previous.refresh) await provider.revoke(previous.refresh).catch(() => undefined);
  clearSession(reply, settings);
  setMemberTokens(reply, settings, parsed.output.access_token, parsed.output.refresh_token);
  return {
    kind: 'granted',
    access: parsed.output.access_token,
    refresh: parsed.output.refresh_token,
    expiresIn: parsed.output.expires_in,
  };
}
