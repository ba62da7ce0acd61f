import { endOfJamaicanDay } from '@portal/contracts/pop-up-rule';
import {
  parseVisit,
  RETURNING_COOKIE,
  RETURNING_COOKIE_MAX_AGE_S,
  type StoredVisit,
  VISIT_COOKIE,
  type Visit,
} from '@portal/contracts/pop-up-visit';
import { readPreferences, updatePreferences } from '@portal/session/preferences';

export { VISIT_COOKIE };

/** When cookies are unavailable: the visit lasts as long as the page. */
let inMemory: StoredVisit | undefined;

function readCookie(name: string): string | undefined {
  try {
    const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
    return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sets a cookie the page's scripts own; none when cookies are off. `Lax`, not `Strict`: the BFF
 * reads both cookies on a page request, and a visitor arriving by a link from elsewhere (an
 * e-mail, a search) is the same visit and the same browser.
 */
function writeCookie(name: string, value: string, maxAgeS?: number): void {
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    const maxAge = maxAgeS === undefined ? '' : `; Max-Age=${maxAgeS}`;
    // biome-ignore lint/suspicious/noDocumentCookie: the visit is read synchronously as a page starts; the Cookie Store API is async and missing in some browsers.
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAge}${secure}`;
  } catch {
    // cookies disabled: the in-memory visit still holds for this page
  }
}

function store(visit: StoredVisit): void {
  inMemory = visit;
  writeCookie(VISIT_COOKIE, JSON.stringify(visit));
}

/**
 * The current visit, begun on first call in a browser session (unless the BFF began it, drawing
 * its pop-up): a first visit when neither the local preferences (`lastVisitAt`) nor the
 * returning cookie remember an earlier one; both are then set for next time.
 */
export function currentVisit(now: Date = new Date()): Visit {
  const existing = parseVisit(readCookie(VISIT_COOKIE), now) ?? parseVisit(inMemory && JSON.stringify(inMemory), now);
  if (existing) return { firstVisit: existing.firstVisit, popUpShown: existing.popUpShown };
  const visit: Visit = {
    firstVisit: !readPreferences().lastVisitAt && !readCookie(RETURNING_COOKIE),
    popUpShown: false,
  };
  store({ ...visit, until: endOfJamaicanDay(now).toISOString() });
  updatePreferences((current) => ({ ...current, lastVisitAt: now.toISOString() }));
  writeCookie(RETURNING_COOKIE, '1', RETURNING_COOKIE_MAX_AGE_S);
  return visit;
}

/** Records that this visit has had its pop-up. */
export function markPopUpShown(now: Date = new Date()): void {
  const visit = parseVisit(readCookie(VISIT_COOKIE), now) ?? {
    ...currentVisit(now),
    until: endOfJamaicanDay(now).toISOString(),
  };
  store({ ...visit, popUpShown: true });
}
