import { searchVouchers } from '@portal/api-client/calls/vouchers';
import {
  VOUCHER_FILTER_SORTS,
  VOUCHER_FILTER_STATUSES,
  VOUCHER_PAGE_SIZE,
  voucherFilterFrom,
} from '@portal/contracts/voucher-display';
import type { LoaderFunctionArgs } from '@portal/router/react-router';
import { pageFrom } from '@portal/ui/list/page-from';
import { loadReleaseConfig } from './release-config.ts';

/**
 * /vouchers?status=active|expired|all&page=N — starts the search without waiting for it, so the
 * page shows its skeleton at once. The release config comes along for the "expires soon" flags.
 */
export function voucherListLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filter = voucherFilterFrom(url.searchParams.get('status'));
  const page = pageFrom(url.searchParams);
  const releaseConfig = loadReleaseConfig();
  const vouchers = searchVouchers({
    statuses: VOUCHER_FILTER_STATUSES[filter],
    page: page - 1,
    size: VOUCHER_PAGE_SIZE,
    sort: VOUCHER_FILTER_SORTS[filter],
    signal: request.signal,
  });
  const results = Promise.all([vouchers, releaseConfig]).then(([found, config]) => ({ page: found, config }));
  // The page's <Await> shows a failure; this only keeps it from counting as unhandled if the
  // search fails before the page's code has arrived.
  results.catch(() => undefined);
  return { filter, page, releaseConfig, results };
}

export type VoucherListData = ReturnType<typeof voucherListLoader>;
