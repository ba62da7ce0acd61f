import { savePopUpCookie } from '@portal/api-client/calls/bff';
import { POP_UP_KEYS, type PopUpKey, type PopUpState } from '@portal/contracts/pop-up-rule';
import type { PopUpSlot } from '@portal/contracts/remote-contract';
import { type Preferences, readPreferences, updatePreferences } from '@portal/session/preferences';
import { popUpCookiesAtom, sessionStore } from '@portal/session/session-atoms';

const PREFERENCE: Record<PopUpKey, 'popUp' | 'popUpRewards'> = { pop_up: 'popUp', pop_up_rewards: 'popUpRewards' };

/**
 * A pop-up's stored state: local preferences first (requirements §8.2), else the signed cookie that
 * mirrors it (a browser whose storage was cleared, or is disabled, still remembers today).
 */
export function readPopUpState(slot: PopUpSlot): PopUpState | undefined {
  const key = POP_UP_KEYS[slot];
  return readPreferences()[PREFERENCE[key]] ?? sessionStore.get(popUpCookiesAtom)[key] ?? undefined;
}

export function writePopUpState(slot: PopUpSlot, state: PopUpState): void {
  const key = POP_UP_KEYS[slot];
  updatePreferences((current): Preferences => ({ ...current, [PREFERENCE[key]]: state }));
  sessionStore.set(popUpCookiesAtom, { ...sessionStore.get(popUpCookiesAtom), [key]: state });
  // The cookie is a mirror: failing to write it costs nothing the member would notice.
  savePopUpCookie(key, state).catch(() => undefined);
}
