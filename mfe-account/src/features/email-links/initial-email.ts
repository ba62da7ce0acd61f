import { accountAtom, sessionStore } from '@portal/session/session-atoms';
import { isGuestEmail } from '@portal/validation/field-rules';

/** The address to start an e-mail form with: one passed in the navigation, else a signed-in member's own. */
export function initialEmail(state: unknown): string {
  const passed = (state as { emailAddress?: unknown } | null)?.emailAddress;
  if (typeof passed === 'string') return passed;
  const own = sessionStore.get(accountAtom)?.emailAddress;
  return own && !isGuestEmail(own) ? own : '';
}
