import { type Voucher, VoucherIdParamsSchema } from '@portal/contracts/provider/vouchers';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { expireDueVouchers } from '../../vouchers/voucher-expiry.ts';
import { toVoucher, VOUCHER_SELECT, type VoucherRow } from '../../vouchers/voucher-row.ts';

/** A voucher number has 12 digits; an id fewer. */
const VOUCHER_NUMBER_LENGTH = 12;

/**
 * GET /api/v1/vouchers/{id} — one of the member's own vouchers, by id or by voucher number.
 * Another member's voucher answers exactly like one that does not exist (404), so nobody can
 * learn which numbers are real.
 */
export function registerVouchersDetail(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/vouchers/:id',
    { preValidation: requireMember(ctx), schema: { params: VoucherIdParamsSchema } },
    async (request): Promise<Voucher> => {
      const { id } = request.params;
      const { memberId } = memberOf(request);
      await expireDueVouchers(ctx.db, ctx.now(), memberId);
      const byNumber = id.length === VOUCHER_NUMBER_LENGTH;
      const found = await ctx.db.query<VoucherRow>(
        `select ${VOUCHER_SELECT} from vouchers v left join rewards r on r.id = v.reward_id
        where v.member_id = $1 and ${byNumber ? 'v.voucher_number = $2' : 'v.id = $2::bigint'}`,
        [memberId, id],
      );
      const row = found.rows[0];
      if (!row) throw notFound('Voucher not found.');
      return toVoucher(row);
    },
  );
}
