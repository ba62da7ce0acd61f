import { clearSession, lookupAccountType, passwordGrant, storeAccountType } from '@portal/api-client/calls/bff';
import { updatePreferences } from '@portal/session/preferences';
import { loadMemberData } from '@portal/session/session-actions';
import {
  accountAtom,
  accountTypeAtom,
  authenticatedAtom,
  pointsAtom,
  sessionExpiredAtom,
  sessionStore,
} from '@portal/session/session-atoms';
import type { LoginDeps } from './login-flow.ts';

/** The login flow wired to the BFF and the session store. */
export const loginDeps: LoginDeps = {
  passwordGrant,
  lookupAccountType,
  storeAccountType,
  clearSession,
  async enterSession(type) {
    sessionStore.set(accountTypeAtom, type);
    sessionStore.set(sessionExpiredAtom, false);
    sessionStore.set(authenticatedAtom, true);
    await loadMemberData();
  },
  leaveSession() {
    sessionStore.set(authenticatedAtom, false);
    sessionStore.set(accountAtom, null);
    sessionStore.set(accountTypeAtom, null);
    sessionStore.set(pointsAtom, null);
  },
  saveGuestAccount(encrypted) {
    updatePreferences((current) => ({ ...current, guestAccount: encrypted }));
  },
};
