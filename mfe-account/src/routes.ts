import { type PortalRouteHandle, REMOTE_CONTRACT_VERSION } from '@portal/contracts/remote-contract';
import type { RouteObject } from 'react-router';
import { dashboardLoader } from './features/dashboard/api/dashboard-loader.ts';

/** The contract version this remote was built against; the shell refuses another major. */
export const contractVersion = REMOTE_CONTRACT_VERSION;

const dashboard: PortalRouteHandle = {
  layout: 'default',
  middleware: ['maintenance', 'auth'],
  title: 'Dashboard',
  popUp: 'dashboard',
};

const dashboardPage = async () => (await import('./features/dashboard/routes/dashboard-page.tsx')).DashboardPage;

/**
 * The pages this remote owns. Loaders live here (small, loaded with the route table) so data
 * requests start while the page code is still downloading.
 */
export const routes: RouteObject[] = [
  { index: true, handle: dashboard, loader: dashboardLoader, lazy: { Component: dashboardPage } },
  // /promo shows the same page, with the promo-code claim open (spec §2).
  {
    path: 'promo',
    handle: { ...dashboard, title: 'Claim a promo code' },
    loader: dashboardLoader,
    lazy: { Component: dashboardPage },
  },
];
