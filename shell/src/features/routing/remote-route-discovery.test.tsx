// @vitest-environment happy-dom

import { Outlet, type RouteObject, RouterProvider } from '@portal/router/react-router';
import { sessionReadyAtom, sessionStore } from '@portal/session/session-atoms';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loadRemoteRoutes } from '../remotes/remote-registry.ts';
import { createRemoteRouteDiscovery } from './remote-route-discovery.ts';

vi.mock('../remotes/remote-registry.ts', () => ({
  loadRemoteRoutes: vi.fn(),
  prefetchRemotePages: vi.fn(() => Promise.resolve()),
  statusOf: () => ({ state: 'idle' }),
}));

afterEach(cleanup);
beforeEach(() => {
  sessionStore.set(sessionReadyAtom, true);
  vi.mocked(loadRemoteRoutes).mockReset();
});

const VOUCHERS_ROUTES: RouteObject[] = [
  { path: '/vouchers', handle: { layout: 'default', middleware: [] }, Component: () => <h1>Vouchers</h1> },
];

function portalAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        Component: Outlet,
        children: [
          { path: '/login', Component: () => <h1>Log in</h1> },
          { path: '/*', Component: () => <h1>Page not found</h1> },
        ],
      },
    ],
    { initialEntries: [path], patchRoutesOnNavigation: createRemoteRouteDiscovery() },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it("patches a remote's routes on the first navigation into it", async () => {
  vi.mocked(loadRemoteRoutes).mockResolvedValue(VOUCHERS_ROUTES);
  const router = portalAt('/login');
  await act(() => router.navigate('/vouchers'));
  expect(screen.getByRole('heading', { name: 'Vouchers' })).toBeTruthy();
});

it('a navigation interrupted while the remote loaded leaves it to be patched by the next one, not on "Page not found"', async () => {
  let arrive: (routes: RouteObject[]) => void = () => undefined;
  vi.mocked(loadRemoteRoutes).mockImplementationOnce(() => new Promise<RouteObject[]>((resolve) => (arrive = resolve)));
  vi.mocked(loadRemoteRoutes).mockResolvedValue(VOUCHERS_ROUTES);
  const router = portalAt('/login');
  // The member taps Vouchers, then Log in before the vouchers remote has arrived.
  const toVouchers = router.navigate('/vouchers');
  await act(() => router.navigate('/login'));
  await act(async () => {
    arrive(VOUCHERS_ROUTES);
    await toVouchers;
  });
  expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();

  await act(() => router.navigate('/vouchers'));
  expect(screen.getByRole('heading', { name: 'Vouchers' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/vouchers');
});
