import type { BffSession } from '@portal/contracts/bff';
import type { FastifyRequest } from 'fastify';
import type { BffApp, BffContext } from '../context.ts';
import { clearPopUpCookies, clearSession, readPopUpCookie, readSession } from '../session-cookies.ts';
import { verifiedMember } from '../verified-member.ts';

/**
 * What the browser may know of its session, read from the request's cookies: no token, only
 * whether a member is signed in, the stored account type and the signed pop-up state. Served by
 * GET /bff/session, and inlined into index.html so a page load needs no extra round trip.
 * Signed in only when the provider confirmed the access token (verified-member.ts); a provider
 * that cannot be asked confirms nothing, as requirements §5.2 treats a failure at page load.
 */
export async function sessionOf(request: FastifyRequest, ctx: BffContext): Promise<BffSession> {
  const session = readSession(request);
  const member = await verifiedMember(request, ctx.verifier).catch((error: unknown) => {
    request.log.warn({ code: (error as { code?: string }).code }, 'session could not be verified');
    return null;
  });
  const authenticated = member !== null;
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
export function registerBffSession(app: BffApp, ctx: BffContext): void {
  app.get('/bff/session', async (request, reply): Promise<BffSession> => {
    reply.header('cache-control', 'no-store');
    return sessionOf(request, ctx);
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
}
