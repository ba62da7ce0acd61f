// A remote's route table in miniature, for route-modules.test.ts: the shapes the remotes use
// (a lazy object, a lazy function, a pathless parent with an index child, nested paths).
import { THINGS_TITLE } from './things-title.ts';

export const routes = [
  {
    path: 'things',
    handle: { title: THINGS_TITLE },
    children: [
      { index: true, lazy: { Component: async () => (await import('./things-page.ts')).ThingsPage } },
      { path: ':id', lazy: async () => ({ Component: (await import('./thing-page.ts')).ThingPage }) },
    ],
  },
  {
    id: 'home',
    lazy: { Component: async () => (await import('./home-page.ts')).HomePage },
    children: [{ index: true }, { path: 'promo' }],
  },
];
