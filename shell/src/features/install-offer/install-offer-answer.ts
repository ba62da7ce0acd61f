import { type InstallOfferAnswer, readPreferences, updatePreferences } from '@portal/session/preferences';

/** This browser's answer to the install offer, if it gave one (kept in the local preferences). */
export function readInstallOfferAnswer(): InstallOfferAnswer | undefined {
  return readPreferences().installOffer;
}

/**
 * Records the answer for good: installed (from the offer, or the browser's `appinstalled`), or
 * turned down ("No, thanks", or "Cancel" in the browser's own dialog). Logout keeps it.
 */
export function recordInstallOfferAnswer(answer: InstallOfferAnswer['answer'], now: Date = new Date()): void {
  updatePreferences((current) => ({ ...current, installOffer: { answer, at: now.toISOString() } }));
}
