// The shell's server build (dist/server/render-pages.js): the pages the BFF renders to HTML
// itself, from the same components the browser draws them with (docs/architecture.md).
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { RouterProvider } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { carryLoginForm, forgetCarriedLoginForm } from '../features/login/server-login-form.ts';
import { LOGIN_ROUTE, ROOT_ROUTE } from '../features/routing/shell-routes.ts';

// The pop-ups the BFF draws into a page's HTML: a returning visitor's /login, a member's dashboard.
export { drawPopUp } from '../features/pop-ups/drawn-pop-up.tsx';
// The remotes' pages, rendered in the BFF's renderer workers (shell/server/server-pages).
export { LENT_MODULES } from './lent-modules.ts';
export { renderRemotePage } from './render-remote-page.tsx';

/** A sign-in the form sent without scripts, refused: shown again with its message and the identifier typed. */
export interface LoginRefusalShown {
  failure: string;
  memberId: string;
}

/**
 * /login for a signed-out visitor, as the browser will draw it: the chrome of its layout and the
 * sign-in form, a plain HTML form that works before (and without) the scripts. `search` is the
 * page's query (its notice and redirect target). Rendered with the browser's own route tree
 * (shell-routes.ts) and root (bootstrap.tsx), so the browser hydrates this HTML rather than
 * drawing the page again: React keeps these nodes, and the first paint is the page's.
 */
export function renderLoginPage(input: {
  config: RuntimeConfig;
  search: string;
  refusal?: LoginRefusalShown | undefined;
}): string {
  const store = createStore();
  store.set(envAtom, input.config);
  const router = createMemoryRouter([{ ...ROOT_ROUTE, children: [LOGIN_ROUTE] }], {
    initialEntries: [`/login${input.search}`],
  });
  // One synchronous render: the refusal is seen by this render only.
  carryLoginForm(input.refusal);
  try {
    return renderToString(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
  } finally {
    forgetCarriedLoginForm();
  }
}
