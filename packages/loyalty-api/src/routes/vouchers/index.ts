import type { ProviderRoutes } from '../../context.ts';
import { registerVouchersDetail } from './vouchers-detail.ts';
import { registerVouchersList } from './vouchers-list.ts';
import { registerVouchersReleaseConfig } from './vouchers-release-config.ts';
import { registerVouchersSearch } from './vouchers-search.ts';

/**
 * `/api/v1/vouchers/…`: the member's vouchers, listed, searched and one by one, and how a new
 * voucher behaves.
 */
export const vouchersRoutes: ProviderRoutes = async (app, { ctx }) => {
  // Static voucher paths before vouchers/{id}, for the reader (the router ranks them anyway).
  registerVouchersReleaseConfig(app, ctx);
  registerVouchersSearch(app, ctx);
  registerVouchersList(app, ctx);
  registerVouchersDetail(app, ctx);
};
