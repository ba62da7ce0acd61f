import type { AccountSummary, TransactionKind } from '@portal/contracts/provider/account';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { findMemberById, isoDate } from '../../members/member-row.ts';
import { ledgerTotals } from '../../points/ledger-source.ts';

/**
 * GET /api/v1/account/summary — the dashboard's account card, with the member's whole ledger in
 * five figures that add up to the balance.
 */
export function registerAccountSummary(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/summary',
    { preValidation: requireMember(ctx) },
    async (request): Promise<AccountSummary> => {
      const { memberId } = memberOf(request);
      const member = await findMemberById(ctx.db, memberId);
      if (!member) throw notFound('Account not found.');
      // Summed per kind and direction in SQL; each group sorted into its figure by the one rule.
      const groups = await ctx.db.query<{ kind: TransactionKind; points: string | number }>(
        `select kind, sum(points) as points from point_transactions
        where member_id = $1 group by kind, points > 0`,
        [memberId],
      );
      const ledger = ledgerTotals(groups.rows.map((row) => ({ kind: row.kind, points: Number(row.points) })));
      return {
        accountNumber: member.account_number,
        firstName: member.first_name,
        lastName: member.last_name,
        memberSince: isoDate(member.member_since) ?? '',
        vendorTier: member.vendor_tier,
        points: member.points,
        ledger,
      };
    },
  );
}
