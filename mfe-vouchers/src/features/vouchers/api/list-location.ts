import { type VoucherFilter, voucherFilterFrom } from '@portal/contracts/voucher-display';

/** The page a list shows, from `?page=` (1-based, as members see it); anything else is page 1. */
export function pageFrom(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Where a list's state lives: the URL. `?status=` (the filter) and `?page=`, both left out at their defaults. */
export function listSearch(state: { filter?: VoucherFilter; page: number }): string {
  const params = new URLSearchParams();
  if (state.filter && state.filter !== voucherFilterFrom(null)) params.set('status', state.filter);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
