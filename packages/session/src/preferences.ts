import type { PopUpState } from '@portal/contracts/pop-up-rule';

/**
 * Preferences kept in local storage under one versioned key (requirements §5.6). A new version starts
 * empty instead of misreading an old shape.
 */
export const PREFERENCES_KEY = 'island-rewards.preferences.v1';

export interface Preferences {
  /** Guests only: the encrypted account value from the BFF (requirements §4.3 login step 6). */
  guestAccount?: string;
  /** The dashboard and login pop-up (mirrored in the pop_up cookie). */
  popUp?: PopUpState;
  /** The rewards pop-up, under its own key (mirrored in the pop_up_rewards cookie). */
  popUpRewards?: PopUpState;
  /** When this browser's last visit began (ISO): without it, a visit is a first visit (no /login pop-up). */
  lastVisitAt?: string;
  /** Banners the member closed, by name, with the day they closed them. */
  dismissedBanners?: Record<string, string>;
  /**
   * The member's answer to the in-portal install offer, kept through logout: once installed or
   * turned down it is never offered again on this browser (docs/decisions/0043-install-prompt.md).
   */
  installOffer?: InstallOfferAnswer;
}

/** How the install offer ended, and when (ISO). */
export interface InstallOfferAnswer {
  answer: 'installed' | 'dismissed';
  at: string;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (private mode, policy): preferences just don't persist
  }
}

export function readPreferences(): Preferences {
  const raw = storage()?.getItem(PREFERENCES_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Preferences) : {};
  } catch {
    return {};
  }
}

export function updatePreferences(change: (current: Preferences) => Preferences): Preferences {
  const next = change(readPreferences());
  try {
    storage()?.setItem(PREFERENCES_KEY, JSON.stringify(next));
  } catch {
    // quota or policy: keep working without persistence
  }
  return next;
}
