import { Writable } from 'node:stream';
import type { BffSession } from '@portal/contracts/bff';
import { routeHandle } from '@portal/contracts/remote-contract';
import type { RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { matchRoutes, type RouteObject, RouterProvider } from '@portal/router/react-router';
import { loadMemberData } from '@portal/session/session-actions';
import {
  accountAtom,
  accountTypeAtom,
  authenticatedAtom,
  envAtom,
  pointsAtom,
  popUpCookiesAtom,
  sessionReadyAtom,
  startServerRenderStore,
  vendorTierAtom,
} from '@portal/session/session-atoms';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { settlePageRoutes } from '../features/routing/settle-page-routes.ts';
import { LOGIN_ROUTE, ROOT_ROUTE } from '../features/routing/shell-routes.ts';
import { wrapRemoteRoutes } from '../features/routing/wrap-remote-routes.ts';
import { type ServerPageData, settleLoaderData } from '../features/server-page/page-data.ts';
import { firstFlush } from './first-flush.ts';

/** One page of a remote to render: its route table (from its server build) and the visitor's request. */
export interface RemotePageRequest {
  /** The remote's routes, as its server build exports them (`routes`). */
  routes: RouteObject[];
  owner: RemoteName;
  version: string;
  /** The page's path and query, e.g. `/rewards?sort=points`. */
  path: string;
  config: RuntimeConfig;
  session: BffSession;
  /**
   * Set for a page streamed as its data arrives (a member's page): React's inline instructions
   * carry it, and the page's CSP allows it. Unset, the page is rendered whole, with no script.
   */
  nonce?: string | undefined;
  /**
   * A streamed page's first HTML waits this long at most for the whole page (first-flush.ts):
   * what is left of WHOLE_PAGE_WAIT_MS since the BFF had the request. Unset: no wait.
   */
  wholeWithinMs?: number | undefined;
}

/** What the render tells its caller, in this order: the shell's HTML, the streamed rest, the page's data. */
export interface RemotePageSink {
  /** The page's HTML as far as it could be rendered at once: the layout and every boundary ready. */
  shell(html: string): void;
  /** A later part: a Suspense boundary's content and React's instruction to put it in place. */
  chunk(html: string): void;
  /** The last: the data the browser hydrates with (page-data.ts). */
  done(data: ServerPageData): void;
  /** The page cannot be rendered here; the browser draws it (never an error page because of this). */
  fellBack(reason: string): void;
  /** A part of the page failed on the server (the browser draws that part): for the BFF's log. */
  problem(message: string): void;
}

/**
 * Renders a remote's page as the browser will draw it: the shell's root layout around the
 * remote's routes, wrapped as the browser wraps them (wrap-remote-routes.ts, with the same route
 * ids), the matched routes' code settled first (settle-page-routes.ts), the loaders run by a
 * router of the same kind, and the same root (bootstrap.tsx): StrictMode, the session store,
 * RouterProvider. So the browser's hydration finds the same tree and keeps these nodes.
 *
 * Runs in a renderer worker (shell/server/server-pages), one page at a time: the session store is
 * this page's own (startServerRenderStore), and the loaders' requests go to the BFF through the
 * worker's fetch, never with a token of their own.
 */
export async function renderRemotePage(request: RemotePageRequest, sink: RemotePageSink): Promise<() => void> {
  const store = startServerRenderStore();
  store.set(envAtom, request.config);
  store.set(popUpCookiesAtom, request.session.popUps);
  if (request.session.authenticated) {
    store.set(authenticatedAtom, true);
    store.set(accountTypeAtom, request.session.type);
    try {
      await loadMemberData();
    } catch {
      sink.fellBack('member');
      return () => undefined;
    }
  }
  store.set(sessionReadyAtom, true);

  const pageRoutes = wrapRemoteRoutes(request.routes, { owner: request.owner, guards: false });
  const url = new URL(request.path, 'http://portal.invalid');
  // Before any loader runs: a page that acts when loaded is the browser's, and a member's page
  // for a visitor is the browser's guard's to turn away.
  const handles = (matchRoutes(pageRoutes, url.pathname) ?? []).map(({ route }) => routeHandle(route));
  if (handles.some((handle) => handle?.render === 'browser')) {
    sink.fellBack('browser-only');
    return () => undefined;
  }
  if (!request.session.authenticated && handles.some((handle) => handle?.middleware.includes('auth'))) {
    sink.fellBack('signed-out');
    return () => undefined;
  }
  await settlePageRoutes(pageRoutes, url.pathname);
  const router = createMemoryRouter([{ ...ROOT_ROUTE, children: [LOGIN_ROUTE, ...pageRoutes] }], {
    initialEntries: [request.path],
  });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  // A loader that sent the visitor elsewhere, or failed: the browser handles it as it always has.
  const { location, errors, loaderData } = router.state;
  if (location.pathname + location.search !== url.pathname + url.search) {
    router.dispose();
    sink.fellBack('redirect');
    return () => undefined;
  }
  if (errors) {
    router.dispose();
    sink.fellBack('loader-error');
    return () => undefined;
  }

  const member = request.session.authenticated
    ? (() => {
        const account = store.get(accountAtom);
        const points = store.get(pointsAtom);
        return account && points !== null ? { account, points, vendorTier: store.get(vendorTierAtom) } : null;
      })()
    : null;

  let inShell = true;
  let shellHtml = '';
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      const html = chunk.toString();
      if (inShell) shellHtml += html;
      else sink.chunk(html);
      callback();
    },
    final(callback) {
      settleLoaderData(loaderData).then(
        (settled) => {
          router.dispose();
          sink.done({
            owner: request.owner,
            version: request.version,
            path: request.path,
            loaderData: settled,
            member,
          });
          callback();
        },
        (error: unknown) => callback(error as Error),
      );
    },
  });
  let failed = false;
  // Whole (a visitor's page): once everything is ready. Streamed: whole if it is within the wait,
  // else as soon as the layout is, the rest after it.
  const flush = firstFlush(request.nonce ? request.wholeWithinMs : Number.POSITIVE_INFINITY, () => {
    if (failed) return;
    stream.pipe(destination);
    // What React wrote while piping is the page as far as it is ready now.
    inShell = false;
    sink.shell(shellHtml);
  });
  const stream = renderToPipeableStream(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
    {
      // Every part ready when the HTML goes is in place in it, however large. React's default
      // (12.8 kB) sent a large ready part apart, with its instruction to put it in place: that
      // instruction reveals it 300 ms after the layout's first frame at the soonest, so a member's
      // catalogue showed its skeleton first and its results (its LCP) after the scripts. A part not
      // ready streams after, as before. Streamed (a member's page): React's instructions carry the
      // nonce; a visitor's page is sent whole and needs no script at all.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(request.nonce ? { nonce: request.nonce } : {}),
      onShellReady: flush.shellReady,
      onAllReady: flush.allReady,
      onError(error) {
        sink.problem(`${request.owner} ${request.path}: ${String((error as Error)?.stack ?? error)}`.slice(0, 2000));
      },
      onShellError() {
        failed = true;
        flush.cancel();
        router.dispose();
        sink.fellBack('error');
      },
    },
  );
  // Not the flush cancelled: an abort ends the waiting parts (the browser renders them), React then
  // reports the page ready, and it goes as before, so the worker reports it done and takes the next.
  return () => stream.abort();
}
