import type { PopUpAudience, PopUpCampaign, PopUpSlide } from './pop-up-contract.ts';
import type { PopUpState } from './pop-up-rule.ts';

/**
 * The visit's cookie: a session cookie (no Expires), so every tab of the browser shares the visit
 * and it ends when the browser closes — a page load or a new tab is not a new visit
 * (docs/decisions/0022-pop-ups.md: at most one pop-up per visit). Readable by the page's scripts
 * (shell/src/features/pop-ups/visit.ts), and written by the BFF when it draws a pop-up itself.
 */
export const VISIT_COOKIE = 'ir_visit';

/**
 * A browser that has been here before: set when a visit begins, kept 400 days (the longest a
 * browser keeps a cookie). The page's scripts also know it from the local preferences; the BFF,
 * which cannot read those, knows it from this: a returning visitor's /login may arrive with its
 * pop-up in the HTML (docs/decisions/0022-pop-ups.md, "Drawn by the server").
 */
export const RETURNING_COOKIE = 'ir_returning';
export const RETURNING_COOKIE_MAX_AGE_S = 400 * 24 * 3_600;

export interface Visit {
  /** No earlier visit was remembered when this one began. */
  firstVisit: boolean;
  /** A pop-up has opened during this visit. */
  popUpShown: boolean;
}

export interface StoredVisit extends Visit {
  /** End of the Jamaican day the visit began: what a pop-up's "seen" means expires then too (requirements §8.4). */
  until: string;
}

/** The visit a cookie's (decoded) value holds, or undefined: none, mangled, or from a day that has ended. */
export function parseVisit(raw: string | undefined, now: Date): StoredVisit | undefined {
  if (!raw) return undefined;
  let stored: StoredVisit;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredVisit> | null;
    stored = {
      firstVisit: parsed?.firstVisit === true,
      popUpShown: parsed?.popUpShown === true,
      until: String(parsed?.until),
    };
  } catch {
    return undefined;
  }
  // A browser left open overnight: tomorrow is another visit.
  const until = Date.parse(stored.until);
  return !Number.isNaN(until) && until > now.getTime() ? stored : undefined;
}

/** The id of the JSON block that says which pop-up the BFF drew into the page, and of its element. */
export const DRAWN_POP_UP_DATA_ID = 'portal-pop-up';
export const DRAWN_POP_UP_ID = 'drawn-pop-up';

/** What the page's scripts need to take over a pop-up the BFF drew (the JSON block above). */
export interface DrawnPopUpData {
  slot: DrawnPopUpSlot;
  campaignId: string;
  title: string;
  /** The slides shown: the campaign's that can be followed from this page. */
  slides: PopUpSlide[];
  /** The requirements §8.3 state the BFF stored as it drew it (unseen, until the end of the day). */
  stored: PopUpState;
}

/**
 * The pop-ups the BFF may draw into a page: a signed-out visitor's /login, and a member's
 * dashboard (a document request of /, drawn with its balance).
 */
export type DrawnPopUpSlot = 'login' | 'dashboard';

/** What the BFF knows, as a page with a pop-up slot is asked for, of whether its pop-up shows. */
export interface DrawnPopUpMoment {
  slot: DrawnPopUpSlot;
  /** Who asks: a signed-out visitor, a member or a guest (marketing's audiences). */
  audience: PopUpAudience;
  /** Marketing's campaign for the slot, as the BFF last read it; undefined when it has none (or could not read it). */
  campaign: PopUpCampaign | undefined;
  /** The page (path and query). */
  here: string;
  now: Date;
  /** This browser session's visit (the `ir_visit` cookie), undefined when none has begun. */
  visit: StoredVisit | undefined;
  /** The browser has been here before (the `ir_returning` cookie). */
  returning: boolean;
  /** The requirements §8.3 state of its signed `pop_up` cookie. */
  stored: PopUpState | undefined;
  registrationEnabled: boolean;
}

/** A pop-up drawn into the page: its HTML, the data the page's scripts take it over with, and the visit to store. */
export interface DrawnPopUp {
  html: string;
  data: DrawnPopUpData;
  /** The visit, now with its pop-up (the `ir_visit` cookie). */
  visit: StoredVisit;
  /** The first slide's picture: the page's largest, asked for from its head. */
  image: string;
}
