import { type VoucherFilter, voucherFilterFrom } from '@portal/contracts/voucher-display';

/** Where a list's state lives: the URL. `?status=` (the filter) and `?page=`, both left out at their defaults. */
export function listSearch(state: { filter?: VoucherFilter; page: number }): string {
  const params = new URLSearchParams();
  if (state.filter && state.filter !== voucherFilterFrom(null)) params.set('status', state.filter);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
