import type { PopUpSlot } from '@portal/contracts/remote-contract';

/** What the page and the visit look like at the moment a pop-up could open. */
export interface PopUpMoment {
  slot: PopUpSlot;
  /** This visit (browser session) began with no marker of an earlier one. */
  firstVisit: boolean;
  /** A pop-up has already opened in this visit. */
  shownThisVisit: boolean;
  /** The focus is in a form field (the member may be typing). */
  focusInField: boolean;
  /** Another dialog is open (e.g. "Claim a promo code"). */
  dialogOpen: boolean;
  /** Milliseconds since the member last pressed a key on this page; Infinity when never. */
  sinceLastKeyMs: number;
}

/** `show` now; `wait` and ask again later in this page view; `skip` for the rest of the visit. */
export type PopUpVerdict = 'show' | 'wait' | 'skip';

/** After this long without a key press the member is no longer typing. */
export const TYPING_PAUSE_MS = 2_000;

/**
 * The pop-up discipline (issue 18), applied before the §8.3 pop-up rule (requirements): at most one pop-up per
 * visit (so at most one per page view); none on a first visit's /login, where the form is what
 * the newcomer came for; and never over a member who is typing, has the focus in a field, or is
 * using another dialog — then it waits, since opening would steal the focus and the keys typed.
 */
export function popUpVerdict(moment: PopUpMoment): PopUpVerdict {
  if (moment.shownThisVisit) return 'skip';
  if (moment.slot === 'login' && moment.firstVisit) return 'skip';
  if (moment.dialogOpen || moment.focusInField || moment.sinceLastKeyMs < TYPING_PAUSE_MS) return 'wait';
  return 'show';
}
