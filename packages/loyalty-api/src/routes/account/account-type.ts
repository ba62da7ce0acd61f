import { type AccountTypeLookup, AccountTypeQuerySchema } from '@portal/contracts/provider/account';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireMember } from '../../http/authenticate.ts';
import { findMemberByLogin } from '../../members/member-row.ts';

/**
 * GET /api/v1/account/type?card={memberId} — 'user', 'guest' or 'unknown'. Asked by the portal
 * right after a password grant, so it needs the member's own token and only answers about that
 * member: it cannot be used to probe which ids exist.
 */
export function registerAccountType(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/type',
    { preValidation: requireMember(ctx), schema: { querystring: AccountTypeQuerySchema } },
    async (request) => {
      const { card } = request.query;
      const principal = request.principal;
      const member = await findMemberByLogin(ctx.db, card);
      const accountType: AccountTypeLookup =
        member && principal?.kind === 'member' && Number(member.id) === principal.memberId ? member.type : 'unknown';
      return { accountType };
    },
  );
}
