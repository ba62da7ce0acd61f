import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { isVoucherUsable } from '@portal/contracts/voucher-display';
import type { ProviderContext } from '../context.ts';
import { notFound, ProviderError } from '../http/provider-error.ts';
import { expireDueVouchers } from '../vouchers/voucher-expiry.ts';
import { toVoucher, VOUCHER_SELECT, type VoucherRow } from '../vouchers/voucher-row.ts';
import type { PassContent } from './pass-content.ts';

/**
 * One of the member's own active vouchers as pass content. Another member's voucher answers
 * exactly like one that does not exist (404, as GET vouchers/{id}); the member's own voucher that
 * can no longer be used is 409, since a pass of it would be scanned at a till and refused.
 */
export async function voucherPassContent(
  ctx: Pick<ProviderContext, 'db' | 'now'>,
  memberId: number,
  voucherNumber: string,
): Promise<PassContent> {
  await expireDueVouchers(ctx.db, ctx.now(), memberId);
  const found = await ctx.db.query<VoucherRow & { account_number: string }>(
    `select ${VOUCHER_SELECT}, m.account_number from vouchers v
       join members m on m.id = v.member_id
       left join rewards r on r.id = v.reward_id
      where v.member_id = $1 and v.voucher_number = $2`,
    [memberId, voucherNumber],
  );
  const row = found.rows[0];
  if (!row) throw notFound('Voucher not found.');
  const voucher = toVoucher(row);
  if (!isVoucherUsable(voucher.status)) {
    throw new ProviderError(409, ERROR_CODES.conflict, 'Only an active voucher can be added to a wallet.');
  }
  return {
    kind: 'voucher',
    accountNumber: row.account_number,
    voucherNumber: voucher.voucherNumber,
    rewardName: voucher.rewardName,
    valueJmd: voucher.valueJmd,
    issuedAt: voucher.issuedAt,
    expiresAt: voucher.expiresAt,
    terms: voucher.terms,
  };
}
