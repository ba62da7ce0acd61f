import type { PopUpSlide } from '@portal/contracts/pop-up-contract';
import type { PopUpSlot } from '@portal/contracts/remote-contract';
import { followableSlides } from './followable-slides.ts';

/** What the page and the visit look like at the moment a pop-up could open. */
export interface PopUpMoment {
  /** The route's pop-up slot. */
  slot: PopUpSlot;
  /** The page open (path and query): a call to action leading here has nothing to offer. */
  here: string;
  /** This visit (browser session) began with no marker of an earlier one. */
  firstVisit: boolean;
  /** A pop-up has already opened in this visit (the session flag, across every route and tab). */
  shownThisVisit: boolean;
  /** The focus is in a form field (the member may be typing). */
  focusInField: boolean;
  /** The member has pressed a key on this page view. */
  typedOnPage: boolean;
  /** Another dialog is open (e.g. "Claim a promo code"). */
  dialogOpen: boolean;
  /** The page is in a tab the member is not looking at. */
  pageHidden: boolean;
  /** Milliseconds since the member last pressed a key on this page; Infinity when never. */
  sinceLastKeyMs: number;
  /** The balance (and the header's Card beside it) has rendered: the dashboard's pop-up comes after it. */
  balanceShown: boolean;
  /** Whether registration is on (runtime config): a "join" call to action needs it. */
  registrationEnabled: boolean;
  /** The campaign's slides; undefined while the content has not been loaded. */
  slides: readonly PopUpSlide[] | undefined;
}

/** `show` now; `wait` and ask again later in this page view; `skip` for the rest of this page view. */
export type PopUpVerdict = 'show' | 'wait' | 'skip';

/** After this long without a key press the member is no longer typing. */
export const TYPING_PAUSE_MS = 2_000;

/**
 * Whether a pop-up may open now — the pop-up discipline (docs/decisions/0022-pop-ups.md;
 * docs/deploy-pop-ups.md, "What members see"), applied before the requirements §8.3 pop-up rule:
 * - at most one per visit, across every route (a visit is the browser session, not a page load);
 * - none on a first visit's /login, where the form is what the newcomer came for;
 * - never over the /login form once the member is in it: focus in a field or a key pressed skips
 *   the login pop-up for this page view (waiting would only drop it on the member later);
 * - elsewhere, never over typing, a focused field or another dialog: it waits;
 * - never in a tab the member is not looking at: it waits until the tab is shown (opened unseen,
 *   it would spend the visit's one pop-up where nobody saw it);
 * - on the dashboard, only once the balance has rendered, so the member sees it first;
 * - only with a call to action that can be followed (no "join" while registration is off).
 */
export function popUpVerdict(moment: PopUpMoment): PopUpVerdict {
  if (moment.shownThisVisit) return 'skip';
  if (moment.slot === 'login' && (moment.firstVisit || moment.focusInField || moment.typedOnPage)) return 'skip';
  if (
    moment.slides !== undefined &&
    followableSlides(moment.slides, moment.registrationEnabled, moment.here).length === 0
  ) {
    return 'skip';
  }
  if (moment.pageHidden || moment.dialogOpen || moment.focusInField || moment.sinceLastKeyMs < TYPING_PAUSE_MS) {
    return 'wait';
  }
  if (moment.slot === 'dashboard' && !moment.balanceShown) return 'wait';
  return 'show';
}
