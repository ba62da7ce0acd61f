import type { BffSession } from '@portal/contracts/bff';
import { forgetMember } from '@portal/session/session-actions';
import {
  accountTypeAtom,
  authenticatedAtom,
  popUpCookiesAtom,
  sessionReadyAtom,
  sessionStore,
  vendorTierAtom,
} from '@portal/session/session-atoms';
import { OFFLINE_COPY_PATH, type OfflineCopySummary } from './offline-copy.ts';
import { offlineCopyAtom } from './offline-state.ts';

/**
 * The session check of a page started offline: signed in (as the kept page says) only while the
 * service worker still holds a copy for the member; then the card's fields and the saved-on time
 * come from it, and nothing is asked of the network. Without a copy: signed out.
 */
export async function startOffline(known: BffSession | undefined): Promise<void> {
  try {
    const response = await fetch(OFFLINE_COPY_PATH, { credentials: 'same-origin' });
    const copy = response.ok ? ((await response.json()) as OfflineCopySummary | null) : null;
    if (!copy || !known?.authenticated) {
      forgetMember();
      return;
    }
    sessionStore.set(popUpCookiesAtom, known.popUps);
    sessionStore.set(authenticatedAtom, true);
    sessionStore.set(accountTypeAtom, known.type);
    sessionStore.set(vendorTierAtom, copy.tier);
    sessionStore.set(offlineCopyAtom, copy);
  } catch {
    forgetMember();
  } finally {
    sessionStore.set(sessionReadyAtom, true);
  }
}
