import { type PortalRouteHandle, REMOTE_CONTRACT_VERSION } from '@portal/contracts/remote-contract';
import type { RouteObject } from '@portal/router/react-router';
import { offersLoader } from './features/offers/api/offers-loader.ts';
import { redeemedVouchersLoader } from './features/vouchers/api/redeemed-vouchers-loader.ts';
import { voucherDetailLoader } from './features/vouchers/api/voucher-detail-loader.ts';
import { voucherListLoader } from './features/vouchers/api/voucher-list-loader.ts';

/** The contract version this remote was built against; the shell refuses another major. */
export const contractVersion = REMOTE_CONTRACT_VERSION;

const signedIn = { layout: 'default', middleware: ['maintenance', 'auth'] } as const satisfies PortalRouteHandle;

/**
 * The pages this remote owns. Loaders live here (small, loaded with the route table) so data
 * requests start while the page code is still downloading.
 */
export const routes: RouteObject[] = [
  {
    path: 'vouchers',
    children: [
      {
        index: true,
        handle: { ...signedIn, title: 'Vouchers' } satisfies PortalRouteHandle,
        loader: voucherListLoader,
        lazy: {
          Component: async () => (await import('./features/vouchers/routes/voucher-list-page.tsx')).VoucherListPage,
        },
      },
      {
        path: 'redeemed',
        handle: { ...signedIn, title: 'Redeemed vouchers' } satisfies PortalRouteHandle,
        loader: redeemedVouchersLoader,
        lazy: {
          Component: async () =>
            (await import('./features/vouchers/routes/redeemed-vouchers-page.tsx')).RedeemedVouchersPage,
        },
      },
      {
        path: ':voucherNumber',
        handle: { ...signedIn, title: 'Voucher' } satisfies PortalRouteHandle,
        loader: voucherDetailLoader,
        lazy: {
          Component: async () => (await import('./features/vouchers/routes/voucher-detail-page.tsx')).VoucherDetailPage,
        },
      },
    ],
  },
  {
    // Offers for you (docs/decisions/0044-offers.md): beside the vouchers, what the member takes to the till.
    path: 'offers',
    handle: { ...signedIn, title: 'Offers for you' } satisfies PortalRouteHandle,
    loader: offersLoader,
    lazy: { Component: async () => (await import('./features/offers/routes/offers-page.tsx')).OffersPage },
  },
];
