// The shell's server build (dist/server/render-pages.js): the pages the BFF renders to HTML
// itself, from the same components the browser draws them with (docs/architecture.md).
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { envAtom } from '@portal/session/session-atoms';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// biome-ignore lint/style/noRestrictedImports: the server build is not shared with the remotes; a memory router renders one page.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LayoutFrame } from '../features/layout/portal-layout.tsx';
import { LoginPage } from '../features/login/login-page.tsx';

/** A sign-in the form sent without scripts, refused: shown again with its message and the identifier typed. */
export interface LoginRefusalShown {
  failure: string;
  memberId: string;
}

/**
 * /login for a signed-out visitor, as the browser will draw it: the chrome of its layout and the
 * sign-in form, a plain HTML form that works before (and without) the scripts. `search` is the
 * page's query (its notice and redirect target).
 */
export function renderLoginPage(input: {
  config: RuntimeConfig;
  search: string;
  refusal?: LoginRefusalShown | undefined;
}): string {
  const store = createStore();
  store.set(envAtom, input.config);
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        Component: () => (
          <LayoutFrame layout="login-only" popUp="login">
            <LoginPage carried={input.refusal} />
          </LayoutFrame>
        ),
      },
    ],
    { initialEntries: [`/login${input.search}`] },
  );
  return renderToStaticMarkup(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
