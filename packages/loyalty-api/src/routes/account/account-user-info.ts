import type { Account } from '@portal/contracts/provider/account';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { findMemberById, toAccount } from '../../members/member-row.ts';
import { loadNamedDependants } from '../../members/named-dependants.ts';

/** GET /api/v1/account/spoonity-user-info — the signed-in member's account (requirements §9.2 fields). */
export function registerAccountUserInfo(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/spoonity-user-info',
    { preValidation: requireMember(ctx) },
    async (request): Promise<Account> => {
      const { memberId } = memberOf(request);
      const member = await findMemberById(ctx.db, memberId);
      if (!member) throw notFound('Account not found.');
      return { ...toAccount(member), namedDependants: await loadNamedDependants(ctx.db, memberId) };
    },
  );
}
