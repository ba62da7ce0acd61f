import type { MemberSession } from '@portal/contracts/provider/security';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import {
  MEMBER_SESSION_SELECT,
  type MemberSessionRow,
  OPEN_SESSIONS_WHERE,
  toMemberSession,
} from '../../security/member-session-row.ts';

/** GET /api/v1/account/sessions — the member's open sessions: the asking one first, then the most recently used. */
export function registerAccountSessionsList(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/sessions',
    { preValidation: requireMember(ctx) },
    async (request): Promise<MemberSession[]> => {
      const { memberId, sessionId } = memberOf(request);
      const rows = await ctx.db.query<MemberSessionRow>(
        `select ${MEMBER_SESSION_SELECT} from oauth_sessions s
        where ${OPEN_SESSIONS_WHERE}
        order by (s.id = $3) desc, s.last_seen_at desc, s.created_at desc`,
        [memberId, ctx.now(), sessionId],
      );
      return rows.rows.map((row) => toMemberSession(row, sessionId));
    },
  );
}
