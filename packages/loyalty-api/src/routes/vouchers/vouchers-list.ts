import { VOUCHER_LIST_MAX, type Voucher } from '@portal/contracts/provider/vouchers';
import { VOUCHER_FILTER_STATUSES } from '@portal/contracts/voucher-display';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { expireDueVouchers } from '../../vouchers/voucher-expiry.ts';
import { toVoucher, VOUCHER_SELECT, type VoucherRow } from '../../vouchers/voucher-row.ts';

/**
 * GET /api/v1/vouchers — the member's own vouchers in every status a member sees (the requirements §11.3 "All"),
 * newest first, at most VOUCHER_LIST_MAX of them: one call for a summary such as a dashboard
 * card. Lists that can grow page through vouchers/search.
 */
export function registerVouchersList(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/vouchers', { preValidation: requireMember(ctx) }, async (request): Promise<Voucher[]> => {
    const { memberId } = memberOf(request);
    await expireDueVouchers(ctx.db, ctx.now(), memberId);
    const rows = await ctx.db.query<VoucherRow>(
      `select ${VOUCHER_SELECT} from vouchers v left join rewards r on r.id = v.reward_id
        where v.member_id = $1 and v.status = any($2::text[])
        order by v.issued_at desc, v.id desc
        limit $3`,
      [memberId, [...VOUCHER_FILTER_STATUSES.all], VOUCHER_LIST_MAX],
    );
    return rows.rows.map(toVoucher);
  });
}
