import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { SessionIdParamsSchema } from '@portal/contracts/provider/security';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound, ProviderError } from '../../http/provider-error.ts';

/**
 * DELETE /api/v1/account/sessions/{id} — signs out one of the member's other sessions. It ends at
 * once: the next request with any of its tokens is refused, and its refresh token no longer
 * works. Another member's session, or one already ended, answers 404. The asking session is a
 * 409: signing out this browser is the portal's logout, which also clears its cookies.
 */
export function registerAccountSessionEnd(app: ProviderApp, ctx: ProviderContext): void {
  app.delete(
    '/api/v1/account/sessions/:id',
    { preValidation: requireMember(ctx), schema: { params: SessionIdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { memberId, sessionId } = memberOf(request);
      if (id === sessionId) {
        throw new ProviderError(409, ERROR_CODES.conflict, 'To sign out of this device, use Sign out.');
      }
      const ended = await ctx.db.query(
        'update oauth_sessions set revoked_at = $3 where id = $1 and member_id = $2 and revoked_at is null returning id',
        [id, memberId, ctx.now()],
      );
      if (ended.rows.length === 0) throw notFound('That session has already ended.');
      return reply.status(204).send();
    },
  );
}
