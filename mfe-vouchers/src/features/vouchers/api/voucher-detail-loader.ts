import { isApiFailure } from '@portal/api-client/api-failure';
import { getVoucher } from '@portal/api-client/calls/vouchers';
import { data, type LoaderFunctionArgs, redirect } from '@portal/router/react-router';
import { loadReleaseConfig } from './release-config.ts';

/** What a member may type or paste: the 12 digits, perhaps grouped with spaces or dashes. */
const canonicalVoucherNumber = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * /vouchers/{voucherNumber} — the voucher through vouchers/{id} (which takes the number). An
 * unknown number, or another member's (the provider answers 404 for both), is the 404 page.
 */
export async function voucherDetailLoader({ params, request }: LoaderFunctionArgs) {
  const asked = params.voucherNumber ?? '';
  const voucherNumber = canonicalVoucherNumber(asked);
  if (!/^\d{12}$/.test(voucherNumber)) throw data(null, { status: 404 });
  if (voucherNumber !== asked) throw redirect(`/vouchers/${voucherNumber}`);
  try {
    const [voucher, releaseConfig] = await Promise.all([
      getVoucher(voucherNumber, request.signal),
      loadReleaseConfig(),
    ]);
    return { voucher, releaseConfig };
  } catch (error) {
    if (isApiFailure(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export type VoucherDetailData = Awaited<ReturnType<typeof voucherDetailLoader>>;
