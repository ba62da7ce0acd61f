import { ACCOUNT_EDIT } from '@portal/contracts/account-edit';
import { data, redirect } from '@portal/router/react-router';
import { sessionReady } from '@portal/session/session-actions';
import { accountTypeAtom, authenticatedAtom, envAtom, sessionStore } from '@portal/session/session-atoms';

/** Registration pages exist only while registration is enabled (REGISTRATION=enable); otherwise they are the 404. */
export function registrationEnabledLoader(): null {
  if (!sessionStore.get(envAtom)?.registrationEnabled) throw data('Not found', { status: 404 });
  return null;
}

/**
 * /register: for visitors. A signed-in guest registers from their account page instead (the
 * guest registration); a signed-in member has nothing to register.
 */
export async function registerLoader(): Promise<null> {
  registrationEnabledLoader();
  await sessionReady();
  if (sessionStore.get(authenticatedAtom)) {
    throw redirect(
      sessionStore.get(accountTypeAtom) === 'guest' ? `/account?edit=${ACCOUNT_EDIT.guestRegistration}` : '/',
    );
  }
  return null;
}
