import type { VoucherSearchSort, VoucherStatus } from './provider/vouchers.ts';

/**
 * How vouchers are shown to members: the one place that turns the seven provider statuses (requirements
 * §11.1) into the five display labels (§11.2), and the list filters into statuses. The vouchers remote
 * uses it, and so can the dashboard or anyone else (docs/decisions/0023-voucher-display.md).
 */

/** Requirements §11.2 display labels. */
export const VOUCHER_LABELS = ['Active', 'Expired', 'Distributed', 'Cancelled', 'Used'] as const;
export type VoucherLabel = (typeof VOUCHER_LABELS)[number];

/**
 * Status → label. `open`, `approved` and `closed` are the steps of a voucher taken at a till
 * (presented, approved, settled): to a member each of them means it has been used.
 */
const VOUCHER_STATUS_LABELS: Readonly<Record<VoucherStatus, VoucherLabel>> = {
  issued: 'Active',
  expired: 'Expired',
  distributed: 'Distributed',
  cancelled: 'Cancelled',
  open: 'Used',
  approved: 'Used',
  closed: 'Used',
};

export function voucherLabelOf(status: VoucherStatus): VoucherLabel {
  return VOUCHER_STATUS_LABELS[status];
}

/** Only an active (issued) voucher can be taken at a till, so only it shows its barcode and QR code. */
export function isVoucherUsable(status: VoucherStatus): boolean {
  return status === 'issued';
}

/** Requirements §11.3 filter options, in the order they are offered. */
export const VOUCHER_FILTERS = ['active', 'expired', 'all'] as const;
export type VoucherFilter = (typeof VOUCHER_FILTERS)[number];

/** What opening /vouchers shows: the vouchers a member can use now. */
const DEFAULT_VOUCHER_FILTER: VoucherFilter = 'active';

export const VOUCHER_FILTER_LABELS: Readonly<Record<VoucherFilter, string>> = {
  active: 'Active',
  expired: 'Expired',
  all: 'All',
};

/**
 * Filter → statuses, word for word from requirements §11.3. `open` is in none of them; an open
 * voucher (presented at a till) is listed under Redeemed (`REDEEMED_VOUCHER_STATUSES`).
 */
export const VOUCHER_FILTER_STATUSES: Readonly<Record<VoucherFilter, readonly VoucherStatus[]>> = {
  active: ['issued'],
  expired: ['expired'],
  all: ['issued', 'expired', 'cancelled', 'approved', 'closed', 'distributed'],
};

/** The order each filter lists in: active ones by soonest expiry, expired ones most recent first. */
export const VOUCHER_FILTER_SORTS: Readonly<Record<VoucherFilter, VoucherSearchSort>> = {
  active: 'expiresAt,asc',
  expired: 'expiresAt,desc',
  all: 'issuedAt,desc',
};

/** A filter named in a URL (`?status=expired`); anything unknown or missing is the default. */
export function voucherFilterFrom(value: string | null | undefined): VoucherFilter {
  return (VOUCHER_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as VoucherFilter)
    : DEFAULT_VOUCHER_FILTER;
}

/**
 * /vouchers/redeemed, "the vouchers already used": every voucher shown as Used (open, approved,
 * closed: taken at a till) or Distributed (the reward collected), whatever step it is at. `open`
 * belongs here even though requirements §11.3's All leaves it out: a voucher presented at a till is
 * used, and without this list it would be in none. Most recently used first.
 */
export const REDEEMED_VOUCHER_STATUSES: readonly VoucherStatus[] = ['open', 'approved', 'closed', 'distributed'];
export const REDEEMED_VOUCHER_SORT: VoucherSearchSort = 'usedAt,desc';

/** Vouchers a list page shows at a time (a grid of 1, 2 or 3 columns stays full). */
export const VOUCHER_PAGE_SIZE = 12;
