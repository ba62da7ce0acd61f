import { type PortalRouteHandle, REMOTE_CONTRACT_VERSION } from '@portal/contracts/remote-contract';
import type { RouteObject } from 'react-router';

export const contractVersion = REMOTE_CONTRACT_VERSION;

const catalogue: PortalRouteHandle = {
  layout: 'rewards',
  middleware: ['maintenance'],
  title: 'Rewards',
  popUp: 'rewards',
};

export const routes: RouteObject[] = [
  {
    path: 'rewards',
    handle: catalogue,
    lazy: { Component: async () => (await import('./features/catalogue/routes/catalogue-page.tsx')).CataloguePage },
  },
];
