import { type PortalRouteHandle, REMOTE_CONTRACT_VERSION } from '@portal/contracts/remote-contract';
import type { RouteObject } from '@portal/router/react-router';
import { catalogueLoader } from './features/catalogue/api/catalogue-loader.ts';
import { redeemLoader } from './features/redeem/api/redeem-loader.ts';
import { rewardDetailLoader } from './features/reward-detail/api/reward-detail-loader.ts';

/** The contract version this remote was built against; the shell refuses another major. */
export const contractVersion = REMOTE_CONTRACT_VERSION;

/** The catalogue pages are public and show the rewards pop-up (requirements §8.1). */
const catalogue: PortalRouteHandle = {
  layout: 'rewards',
  middleware: ['maintenance'],
  title: 'Rewards',
  popUp: 'rewards',
};
const detail: PortalRouteHandle = { ...catalogue, title: 'Reward details' };
/** Redeeming needs a signed-in member; no pop-up over a confirmation. */
const redeem: PortalRouteHandle = { layout: 'rewards', middleware: ['maintenance', 'auth'], title: 'Redeem a reward' };

/**
 * The pages this remote owns. Loaders live here (small, loaded with the route table) so data
 * requests start while the page code is still downloading.
 */
export const routes: RouteObject[] = [
  {
    path: 'rewards',
    children: [
      {
        index: true,
        handle: catalogue,
        loader: catalogueLoader,
        lazy: { Component: async () => (await import('./features/catalogue/routes/catalogue-page.tsx')).CataloguePage },
      },
      {
        path: ':id',
        handle: detail,
        loader: rewardDetailLoader,
        lazy: {
          Component: async () =>
            (await import('./features/reward-detail/routes/reward-detail-page.tsx')).RewardDetailPage,
        },
      },
      {
        path: ':id/redeem',
        handle: redeem,
        loader: redeemLoader,
        lazy: { Component: async () => (await import('./features/redeem/routes/redeem-page.tsx')).RedeemPage },
      },
    ],
  },
];
