import { type PortalRouteHandle, REMOTE_CONTRACT_VERSION } from '@portal/contracts/remote-contract';
import type { RouteObject } from 'react-router';

export const contractVersion = REMOTE_CONTRACT_VERSION;

const list: PortalRouteHandle = { layout: 'default', middleware: ['maintenance', 'auth'], title: 'Vouchers' };

export const routes: RouteObject[] = [
  {
    path: 'vouchers',
    handle: list,
    lazy: {
      Component: async () => (await import('./features/voucher-list/routes/voucher-list-page.tsx')).VoucherListPage,
    },
  },
];
