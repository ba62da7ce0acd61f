import { type PortalRouteHandle, REMOTE_CONTRACT_VERSION } from '@portal/contracts/remote-contract';
import type { RouteObject } from 'react-router';

export const contractVersion = REMOTE_CONTRACT_VERSION;

const maintenance: PortalRouteHandle = { layout: 'plain', middleware: [], title: 'Down for maintenance' };

export const routes: RouteObject[] = [
  {
    path: 'maintenance',
    handle: maintenance,
    lazy: {
      Component: async () => (await import('./features/maintenance/routes/maintenance-page.tsx')).MaintenancePage,
    },
  },
];
