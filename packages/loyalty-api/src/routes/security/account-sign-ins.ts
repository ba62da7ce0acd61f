import { SIGN_INS_SHOWN, type SignInEvent } from '@portal/contracts/provider/security';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { describeUserAgent } from '../../security/describe-user-agent.ts';

/** GET /api/v1/account/sign-ins — the last ten sign-in attempts on the member's account, newest first. */
export function registerAccountSignIns(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/sign-ins',
    { preValidation: requireMember(ctx) },
    async (request): Promise<SignInEvent[]> => {
      const { memberId } = memberOf(request);
      const rows = await ctx.db.query<{ occurred_at: Date | string; succeeded: boolean; user_agent: string | null }>(
        `select occurred_at, succeeded, user_agent from sign_in_events
        where member_id = $1 order by occurred_at desc, id desc limit $2`,
        [memberId, SIGN_INS_SHOWN],
      );
      return rows.rows.map((row) => ({
        at: new Date(row.occurred_at).toISOString(),
        ...describeUserAgent(row.user_agent),
        succeeded: row.succeeded,
      }));
    },
  );
}
