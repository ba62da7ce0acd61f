// @vitest-environment happy-dom

import { RouterProvider } from '@portal/router/react-router';
import { envAtom, sessionReadyAtom, sessionStore } from '@portal/session/session-atoms';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wrapRemoteRoutes } from './wrap-remote-routes.ts';

afterEach(cleanup);
beforeEach(() => {
  sessionStore.set(sessionReadyAtom, true);
  sessionStore.set(envAtom, null);
});

function renderAt(path: string, routes: Parameters<typeof wrapRemoteRoutes>[0]) {
  const router = createMemoryRouter(wrapRemoteRoutes(routes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("a remote's routes, wrapped by the shell", () => {
  it('answer a route naming an unknown middleware with a 500 and the generic error page', async () => {
    const router = renderAt('/x', [
      { path: '/x', handle: { layout: 'default', middleware: ['auth-ish'] }, Component: () => <p>page</p> },
    ]);
    expect(await screen.findByText('Woops! Something went wrong.')).toBeTruthy();
    expect(screen.getByText('Try Refreshing the page to continue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('page')).toBeNull();
    const error = Object.values(router.state.errors ?? {})[0] as { status?: number };
    expect(error.status).toBe(500);
  });

  it('sends everyone to /maintenance while maintenance is on', async () => {
    sessionStore.set(envAtom, { maintenanceEnabled: true } as never);
    const router = renderAt('/x', [
      { path: '/x', handle: { layout: 'default', middleware: ['maintenance'] }, Component: () => <p>page</p> },
      {
        path: '/maintenance',
        handle: { layout: 'plain', middleware: [] },
        Component: () => <p>down for maintenance</p>,
      },
    ]);
    expect(await screen.findByText('down for maintenance')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('renders a page whose middleware all pass, and a thrown 404 as Page not found', async () => {
    renderAt('/x', [
      { path: '/x', handle: { layout: 'default', middleware: ['maintenance'] }, Component: () => <p>page</p> },
    ]);
    expect(await screen.findByText('page')).toBeTruthy();
    cleanup();
    renderAt('/y', [
      {
        path: '/y',
        handle: { layout: 'default', middleware: [] },
        loader: () => {
          throw new Response(null, { status: 404 });
        },
        Component: () => <p>never</p>,
      },
    ]);
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
