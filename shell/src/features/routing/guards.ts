import { MIDDLEWARE, type MiddlewareName } from '@portal/contracts/remote-contract';
import { data, type MiddlewareFunction, redirect } from '@portal/router/react-router';
import { sessionReady } from '@portal/session/session-actions';
import { authenticatedAtom, envAtom, sessionExpiredAtom, sessionStore } from '@portal/session/session-atoms';
import { offlineCopyAtom } from '../offline/offline-state.ts';
import { worksOffline } from '../offline/works-offline.ts';
import { loginPathFor } from './login-path.ts';

const isKnown = (name: string): name is MiddlewareName => (MIDDLEWARE as readonly string[]).includes(name);

const GUARDS: Record<MiddlewareName, MiddlewareFunction> = {
  /** Requires the authenticated state. */
  async auth({ request }) {
    await sessionReady();
    if (!sessionStore.get(authenticatedAtom)) {
      throw redirect(loginPathFor(new URL(request.url), { sessionExpired: sessionStore.get(sessionExpiredAtom) }));
    }
    // A page started offline: what the saved copy cannot show needs a connection (its page area
    // says so); its data is not even asked for.
    const offline = sessionStore.get(offlineCopyAtom);
    if (offline && !worksOffline(new URL(request.url), offline)) throw data('Needs a connection', { status: 503 });
  },
  /** Blocks the login page when authenticated. */
  async guest() {
    await sessionReady();
    if (sessionStore.get(authenticatedAtom)) throw redirect('/');
  },
  /** Sends everyone to /maintenance while the maintenance setting is on. */
  async maintenance() {
    if (sessionStore.get(envAtom)?.maintenanceEnabled) throw redirect('/maintenance');
  },
};

/** The middleware for a route's named guards. An unknown name answers 500 (requirements §3.3). */
export function guardsFor(names: readonly string[]): MiddlewareFunction[] {
  return names.map((name) =>
    isKnown(name)
      ? GUARDS[name]
      : () => {
          throw data(`Unknown middleware "${name}"`, { status: 500 });
        },
  );
}
