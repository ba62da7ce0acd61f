import { searchVouchers } from '@portal/api-client/calls/vouchers';
import { REDEEMED_VOUCHER_SORT, REDEEMED_VOUCHER_STATUSES, VOUCHER_PAGE_SIZE } from '@portal/contracts/voucher-display';
import type { LoaderFunctionArgs } from '@portal/router/react-router';
import { pageFrom } from '@portal/ui/list/page-from';

/** /vouchers/redeemed?page=N — the vouchers already used, most recently used first. */
export function redeemedVouchersLoader({ request }: LoaderFunctionArgs) {
  const page = pageFrom(new URL(request.url).searchParams);
  const results = searchVouchers({
    statuses: REDEEMED_VOUCHER_STATUSES,
    page: page - 1,
    size: VOUCHER_PAGE_SIZE,
    sort: REDEEMED_VOUCHER_SORT,
    signal: request.signal,
  }).then((found) => ({ page: found, config: null }));
  results.catch(() => undefined); // shown by the page's <Await>; see voucher-list-loader.ts
  return { page, results };
}

export type RedeemedVouchersData = ReturnType<typeof redeemedVouchersLoader>;
