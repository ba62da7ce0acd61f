import type { BffSession } from '@portal/contracts/bff';
import { ROLE_CLIENT } from '@portal/contracts/provider/oauth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext, BffRoutes } from '../context.ts';
import {
  clearPopUpCookies,
  clearSession,
  peekClaims,
  readPopUpCookie,
  readSession,
  setMemberTokens,
} from '../session/session-cookies.ts';
import { verifiedMember } from '../session/verified-member.ts';

/**
 * A member whose access token has merely expired (a page opened after 15 idle minutes) is still
 * signed in: their refresh token is good for weeks. The provider will not confirm an expired
 * token, so the BFF refreshes it here, as the api-client would on its first 401 (requirements
 * §5.3), and the page arrives signed in with the new cookies. Only for an expired (or unreadable)
 * member token: a live token the provider refused (revoked) is not refreshed, and a refused
 * refresh leaves the page signed out. True when the member is signed in again.
 */
async function renewExpiredSession(request: FastifyRequest, reply: FastifyReply, ctx: BffContext): Promise<boolean> {
  const { access, refresh } = readSession(request);
  if (!refresh) return false;
  const claims = access ? peekClaims(access) : null;
  if (claims?.authorities.includes(ROLE_CLIENT)) return false;
  if (claims && claims.exp * 1000 > Date.now()) return false;
  const outcome = await ctx.broker.refresh(refresh).catch(() => null);
  if (!outcome?.ok) return false;
  setMemberTokens(reply, ctx.settings, outcome.access, outcome.refresh);
  const renewed = peekClaims(outcome.access);
  if (!renewed?.sub) return false;
  // Received from the provider itself: confirmed without asking again (token-verifier.ts).
  ctx.verifier.remember(outcome.access, { kind: 'member', accountNumber: renewed.sub });
  return true;
}

/**
 * What the browser may know of its session, read from the request's cookies: no token, only
 * whether a member is signed in, the stored account type and the signed pop-up state. Served by
 * GET /bff/session, and inlined into index.html so a page load needs no extra round trip.
 * Signed in only when the provider confirmed the access token (verified-member.ts); a provider
 * that cannot be asked confirms nothing, as requirements §5.2 treats a failure at page load.
 */
export async function sessionOf(request: FastifyRequest, ctx: BffContext, reply?: FastifyReply): Promise<BffSession> {
  const session = readSession(request);
  const member = await verifiedMember(request, ctx.verifier).catch((error: unknown) => {
    request.log.warn({ code: (error as { code?: string }).code }, 'session could not be verified');
    return null;
  });
  const authenticated = member !== null || (reply !== undefined && (await renewExpiredSession(request, reply, ctx)));
  const type = session.accountType === 'user' || session.accountType === 'guest' ? session.accountType : null;
  return {
    authenticated,
    type: authenticated ? type : null,
    popUps: {
      pop_up: readPopUpCookie(request, 'pop_up'),
      pop_up_rewards: readPopUpCookie(request, 'pop_up_rewards'),
    },
  };
}

/** GET /bff/session — what the browser may know of its session; DELETE ends it. */
export const sessionRoutes: BffRoutes = async (app, { ctx }) => {
  app.get('/bff/session', async (request, reply): Promise<BffSession> => {
    reply.header('cache-control', 'no-store');
    return sessionOf(request, ctx, reply);
  });

  // Requirements §5.5 logout step 1 ("clear the cookies"), plus revocation at the provider so a copied
  // cookie is worthless afterwards. A provider that cannot be reached does not block sign-out.
  app.delete('/bff/session', async (request, reply) => {
    const session = readSession(request);
    if (session.access) ctx.verifier.forget(session.access);
    const revocations = [session.refresh, session.access]
      .filter((token): token is string => Boolean(token))
      .map((token) => ctx.provider.revoke(token).catch(() => undefined));
    await Promise.all(revocations);
    clearSession(reply, ctx.settings);
    // Logout step 3: pop-up state goes too.
    clearPopUpCookies(reply, ctx.settings);
    return reply.status(204).header('cache-control', 'no-store').send();
  });
};
