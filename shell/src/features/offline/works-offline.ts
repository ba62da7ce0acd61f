import { voucherFilterFrom } from '@portal/contracts/voucher-display';
import type { OfflineCopySummary } from './offline-copy.ts';

/**
 * Whether a page can be shown from the saved copy: the Active vouchers list, the detail of a
 * voucher the copy holds and the offers page (its activated offers). Every other page needs a connection (the card opens from the header on
 * any of them).
 */
export function worksOffline(
  location: { pathname: string; search: string },
  copy: Pick<OfflineCopySummary, 'voucherNumbers'>,
): boolean {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  if (path === '/offers') return true;
  if (path === '/vouchers') {
    const params = new URLSearchParams(location.search);
    return voucherFilterFrom(params.get('status')) === 'active' && (params.get('page') ?? '1') === '1';
  }
  const voucherNumber = /^\/vouchers\/(\d{12})$/.exec(path)?.[1];
  return voucherNumber !== undefined && copy.voucherNumbers.includes(voucherNumber);
}
