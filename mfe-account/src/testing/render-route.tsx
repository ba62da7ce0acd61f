import { RouterProvider } from '@portal/router/react-router';
import { sessionStore } from '@portal/session/session-atoms';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';

/**
 * Renders a page element at a path inside a memory router and the shared session store, as the
 * shell would; other paths render their name, so a test can see where the page navigated.
 */
export function renderRoute(element: ReactElement, { path, at = path }: { path: string; at?: string }) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <Provider store={sessionStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router };
}
