/** What the browser, the visit and the page look like at the moment the install offer could show. */
export interface InstallOfferMoment {
  /** The browser has offered an install (`beforeinstallprompt` was caught and not yet used). */
  offered: boolean;
  /** A member is signed in and the page is a signed-in one (not /login, not a signed-out page). */
  signedIn: boolean;
  /** This browser has already answered: installed, or turned the offer down for good. */
  answered: boolean;
  /** This visit (browser session) began with no marker of an earlier one. */
  firstVisit: boolean;
  /** The visit's one interruption has gone to a welcome pop-up. */
  popUpShownThisVisit: boolean;
  /** The focus is in a form field (the member may be typing). */
  focusInField: boolean;
  /** A dialog is open: a pop-up, the member card, "Claim a promo code". */
  dialogOpen: boolean;
}

/** `show` now; `wait` and ask again while the page is open; `skip` for the rest of this visit. */
export type InstallOfferVerdict = 'show' | 'wait' | 'skip';

/**
 * Whether the install offer ("Add Island Rewards to your home screen") may show now
 * (docs/decisions/0043-install-prompt.md):
 * - only when the browser offered an install, to a signed-in member, who has not answered before;
 * - never on a first visit: a newcomer came for something else, and has not seen the portal yet;
 * - it takes the visit's one interruption (docs/decisions/0022-pop-ups.md): not in a visit that
 *   has had its welcome pop-up;
 * - never over a focused field or an open dialog: it waits until the focus leaves or the dialog
 *   closes (an offer that is showing hides while a field has the focus, and comes back after).
 */
export function installOfferVerdict(moment: InstallOfferMoment): InstallOfferVerdict {
  if (!moment.offered || !moment.signedIn || moment.answered) return 'skip';
  if (moment.firstVisit || moment.popUpShownThisVisit) return 'skip';
  if (moment.focusInField || moment.dialogOpen) return 'wait';
  return 'show';
}
