import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';

/** DELETE /api/v1/account/sessions — signs out every session of the member but the asking one. */
export function registerAccountSessionsEndOthers(app: ProviderApp, ctx: ProviderContext): void {
  app.delete('/api/v1/account/sessions', { preValidation: requireMember(ctx) }, async (request) => {
    const { memberId, sessionId } = memberOf(request);
    const ended = await ctx.db.query(
      `update oauth_sessions set revoked_at = $3
        where member_id = $1 and id <> $2 and revoked_at is null returning id`,
      [memberId, sessionId, ctx.now()],
    );
    return { ended: ended.rows.length };
  });
}
