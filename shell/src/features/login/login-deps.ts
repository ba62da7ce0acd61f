import { clearSession, lookupAccountType, passwordGrant, storeAccountType } from '@portal/api-client/calls/bff';
import { updatePreferences } from '@portal/session/preferences';
import { forgetMember, loadMemberData } from '@portal/session/session-actions';
import { accountTypeAtom, authenticatedAtom, sessionExpiredAtom, sessionStore } from '@portal/session/session-atoms';
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
  // The session package's own way out: it forgets the vendor tier too.
  leaveSession: forgetMember,
  saveGuestAccount(encrypted) {
    updatePreferences((current) => ({ ...current, guestAccount: encrypted }));
  },
};
