// The page's global CSS, first so every module's rules come after it: the design tokens and resets.
import '@portal/ui/tokens.css';
import './global.css';
import { clearSession } from '@portal/api-client/calls/bff';
import { configureApiClient } from '@portal/api-client/http';
import { RouterProvider } from '@portal/router/react-router';
import { listenForTokenRefresh, loadSession } from '@portal/session/session-actions';
import { authenticatedAtom, envAtom, sessionExpiredAtom, sessionStore } from '@portal/session/session-atoms';
import { Provider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startAnalytics } from './features/analytics/analytics.ts';
import { readInlineSession } from './features/config/read-inline-session.ts';
import { readRuntimeConfig } from './features/config/read-runtime-config.ts';
import { reloadAtMostEvery } from './features/errors/error-kind.ts';
import { listenForInstallOffer } from './features/install-offer/install-prompt-event.ts';
import { captureServerLoginForm } from './features/login/server-login-form.ts';
import { startedOffline } from './features/offline/offline-state.ts';
import { registerServiceWorker } from './features/offline/register-service-worker.ts';
import { startOffline } from './features/offline/start-offline.ts';
import { startRemotePrefetch } from './features/remotes/prefetch-remotes.ts';
import { initRemotes, loadRemoteRoutes } from './features/remotes/remote-registry.ts';
import { createPortalRouter, type ServerRenderedStart } from './features/routing/create-portal-router.tsx';
import { settlePageRoutes } from './features/routing/settle-page-routes.ts';
import { wrapRemoteRoutes } from './features/routing/wrap-remote-routes.ts';
import { releaseServerForms, takeOverServerForms } from './features/server-page/form-hold.ts';
import { reviveLoaderData } from './features/server-page/page-data.ts';
import { pressHeldButtons } from './features/server-page/press-hold.ts';
import { readServerPageData } from './features/server-page/read-page-data.ts';
import { startTelemetry } from './features/telemetry/start-telemetry.ts';
import { nextTask } from './next-task.ts';
import { RELOAD_MIN_INTERVAL_MS } from './timings.ts';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  // Before anything is awaited: the browser may offer an install as soon as the page has loaded.
  listenForInstallOffer();
  // At once, before anything is awaited: from now on a send of the server's sign-in form waits
  // for React's too (form-hold.ts; other forms' sends are held from the page's first script).
  if (root.dataset.serverPage) takeOverServerForms(document);
  // The modules above were evaluated in the task that imported this one (index.ts): what follows
  // starts in a task of its own.
  await nextTask();
  let config: Awaited<ReturnType<typeof readRuntimeConfig>>;
  try {
    config = await readRuntimeConfig();
  } catch (error) {
    console.error('The portal settings could not be loaded', error);
    // A page the server rendered works without the scripts: it stays as it is, and its forms
    // are no longer held for React (form-hold.ts).
    if (root.dataset.serverPage) {
      releaseServerForms(document);
      return;
    }
    root.innerHTML =
      '<main style="max-width:32rem;margin:4rem auto;padding:1rem;font-family:system-ui"><h1>Island Rewards is unavailable</h1><p>We could not start the portal. Please refresh the page in a moment.</p></main>';
    return;
  }
  sessionStore.set(envAtom, config);
  // A page the service worker started from the member's saved copy asks nothing of the network.
  const offline = startedOffline();
  // First, so the remotes' loads and failures of this page are reported (when it is sampled); a
  // page started offline has nowhere to report to.
  if (!offline) startTelemetry(config);
  initRemotes(config);

  // A remote's page the server rendered: its routes and the server's data first, so the router
  // draws that very page (docs/architecture.md, "Server-rendered pages").
  // Not a page started offline from the member's saved copy, nor a copy of another page: only the
  // page rendered for this very address is hydrated; anything else is drawn anew.
  // Nor a page whose history entry carries state of the browser's own (a reload or Back after a
  // redeem): the server drew it without that state, so the browser draws it with it.
  const historyState = (window.history.state as { usr?: unknown } | null)?.usr;
  const pageData =
    root.dataset.serverPage === 'remote' && !offline && historyState == null
      ? readServerPageData(window.location.pathname + window.location.search)
      : undefined;
  const start = pageData ? await serverRenderedStart(pageData.owner, pageData.loaderData) : undefined;
  // The remote's page code ran in the task that loaded its last chunk: the router, the session and
  // the hydration begin in the next one.
  if (start) await nextTask();
  const router = createPortalRouter(start);
  configureApiClient({
    isMemberSession: () => sessionStore.get(authenticatedAtom),
    isOnLoginPage: () => router.state.location.pathname === '/login',
    onSessionExpired: () => {
      sessionStore.set(sessionExpiredAtom, true);
      sessionStore.set(authenticatedAtom, false);
      void router.navigate('/login?sessionExpired=true', { replace: true });
    },
    // Requirements §5.3: a client token (or none) was refused: clear the tokens and reload.
    onClientTokenRejected: () => {
      void clearSession()
        .catch(() => undefined)
        .then(() => reloadAtMostEvery('client-token', RELOAD_MIN_INTERVAL_MS));
    },
  });
  listenForTokenRefresh();
  // Not awaited: the chrome renders at once; guards wait for the session where they need it.
  // With the session inlined by the BFF, signed-in and the account type are set before the first
  // render (no layout shift when the member's header and sidebar would otherwise arrive late).
  void (offline
    ? startOffline(readInlineSession())
    : loadSession(readInlineSession(), start ? pageData?.member : null));

  // Never blocks render: it waits for the browser to be idle, and only runs with ANALYTICS_ID set.
  startAnalytics(config, router);
  // Never blocks render either: it waits for the page to be quiet (requirements §21.3 prefetch idle timeout).
  if (!offline) startRemotePrefetch(router);
  // After load, at idle: the offline service worker and the member's copy (docs/offline.md).
  registerServiceWorker(router);

  const app = (
    <StrictMode>
      <Provider store={sessionStore}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  if (!root.dataset.serverPage || (root.dataset.serverPage === 'remote' && !start)) {
    delete root.dataset.serverPage;
    createRoot(root).render(app);
    return;
  }
  // A page the server rendered (a signed-out /login, docs/architecture.md): it stays, usable, until
  // the router has run its guards and can draw the same page; then React hydrates it: the server's
  // nodes stay (and with them the page's first paint, its LCP), and what the member typed meanwhile
  // is read first and becomes the form's state, so nothing typed is lost. A send held meanwhile
  // (form-hold.ts, from the page's first script) goes once React's form has hydrated it and
  // carried what was typed (useForm); removing `data-server-page` below ends the hold, and React
  // itself hydrates a form that is pressed, then sends it.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const served = root.dataset.serverPage === 'login' ? '/login' : window.location.pathname;
  if (served === '/login') captureServerLoginForm(root);
  delete root.dataset.serverPage;
  // A guard sent the browser elsewhere (maintenance began since the page was served): the page the
  // router draws is not the server's, so React draws it anew rather than hydrating another page.
  const { location, errors } = router.state;
  if (location.pathname !== served || errors) {
    createRoot(root).render(app);
    return;
  }
  // In a transition: React hydrates the page in slices of a few milliseconds, yielding to the
  // browser between them, instead of in one task as long as the page (an urgent update's lane is
  // never sliced). The server's page is on screen and usable meanwhile, and a press on a part not
  // yet hydrated still hydrates that part at once and runs its handler.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // A plain button pressed meanwhile is pressed again: React hydrates what it is pressed in at once.
  pressHeldButtons(document);
}

/**
 * The routes of a remote's page the server rendered, as the server had them: the remote's table
 * from the version the page was rendered with, wrapped with the same ids, the page's own code
 * settled, and the server's data. Undefined when the remote cannot be loaded: the page is then
 * drawn as any other (the remote's failure shown in place).
 */
async function serverRenderedStart(
  owner: ServerRenderedStart['owner'],
  loaderData: Record<string, unknown>,
): Promise<ServerRenderedStart | undefined> {
  try {
    const remoteRoutes = await loadRemoteRoutes(owner);
    if (!remoteRoutes) return undefined;
    const routes = wrapRemoteRoutes(remoteRoutes, { owner });
    await settlePageRoutes(routes, window.location.pathname);
    return { owner, routes, loaderData: reviveLoaderData(loaderData) };
  } catch {
    return undefined;
  }
}

void start();
