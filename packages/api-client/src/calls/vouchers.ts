// By package name, not '../http.ts': a remote's bundle then takes the shell's shared http module
// (one configured client, one refresh in flight) instead of carrying its own unconfigured copy.
import { request } from '@portal/api-client/http';
import {
  type VoucherKind,
  VoucherPageSchema,
  VoucherReleaseConfigSchema,
  VoucherSchema,
  type VoucherSearchSort,
  type VoucherStatus,
} from '@portal/contracts/provider/vouchers';

/** Voucher calls of requirements §19.4. */

export interface VoucherSearch {
  /** Sent as a repeated `status` parameter; empty searches every status a member sees. */
  statuses: readonly VoucherStatus[];
  /** Zero-based. */
  page: number;
  size: number;
  sort?: VoucherSearchSort;
  /** One kind only (the dashboard's birthday treat); unset: every kind. */
  kind?: VoucherKind;
  signal?: AbortSignal;
}

/** GET /api/v1/vouchers/search?shouldPage=true&page&size&status=…(repeated)&sort&kind */
export const searchVouchers = ({ statuses, page, size, sort, kind, signal }: VoucherSearch) => {
  const searchParams = new URLSearchParams({ shouldPage: 'true', page: String(page), size: String(size) });
  for (const status of statuses) searchParams.append('status', status);
  if (sort) searchParams.set('sort', sort);
  if (kind) searchParams.set('kind', kind);
  return request({
    method: 'get',
    path: 'api/v1/vouchers/search',
    searchParams,
    schema: VoucherPageSchema,
    ...(signal ? { signal } : {}),
  });
};

/** GET /api/v1/vouchers/{id}: by id or by 12-digit voucher number. A voucher that is not the member's rejects with 404. */
export const getVoucher = (idOrVoucherNumber: string | number, signal?: AbortSignal) =>
  request({
    method: 'get',
    path: `api/v1/vouchers/${encodeURIComponent(String(idOrVoucherNumber))}`,
    schema: VoucherSchema,
    ...(signal ? { signal } : {}),
  });

/** GET /api/v1/vouchers/release-default-config */
export const getVoucherReleaseConfig = (signal?: AbortSignal) =>
  request({
    method: 'get',
    path: 'api/v1/vouchers/release-default-config',
    schema: VoucherReleaseConfigSchema,
    ...(signal ? { signal } : {}),
  });
