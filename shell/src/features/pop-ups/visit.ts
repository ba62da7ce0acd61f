import { endOfJamaicanDay } from '@portal/contracts/pop-up-rule';
import { readPreferences, updatePreferences } from '@portal/session/preferences';

/**
 * The visit's cookie: a session cookie (no Expires), so every tab of the browser shares the visit
 * and it ends when the browser closes — a page load or a new tab is not a new visit
 * (docs/deploy-pop-ups.md, "What members see": at most one pop-up per visit).
 */
export const VISIT_COOKIE = 'ir_visit';

export interface Visit {
  /** No earlier visit was remembered when this one began. */
  firstVisit: boolean;
  /** A pop-up has opened during this visit. */
  popUpShown: boolean;
}

interface StoredVisit extends Visit {
  /** End of the Jamaican day the visit began: what a pop-up's "seen" means expires then too (requirements §8.4). */
  until: string;
}

/** When cookies are unavailable: the visit lasts as long as the page. */
let inMemory: StoredVisit | undefined;

function readCookie(): string | undefined {
  try {
    const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${VISIT_COOKIE}=`));
    return pair ? decodeURIComponent(pair.slice(VISIT_COOKIE.length + 1)) : undefined;
  } catch {
    return undefined;
  }
}

function readStored(now: Date): StoredVisit | undefined {
  const raw = readCookie();
  let stored = inMemory;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<StoredVisit>;
      stored = {
        firstVisit: parsed.firstVisit === true,
        popUpShown: parsed.popUpShown === true,
        until: String(parsed.until),
      };
    } catch {
      // a mangled cookie: a new visit
    }
  }
  // A browser left open overnight: tomorrow is another visit.
  const until = stored ? Date.parse(stored.until) : Number.NaN;
  return stored && !Number.isNaN(until) && until > now.getTime() ? stored : undefined;
}

function store(visit: StoredVisit): void {
  inMemory = visit;
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the visit is read synchronously as a page starts; the Cookie Store API is async and missing in some browsers.
    document.cookie = `${VISIT_COOKIE}=${encodeURIComponent(JSON.stringify(visit))}; Path=/; SameSite=Strict${secure}`;
  } catch {
    // cookies disabled: the in-memory visit still holds for this page
  }
}

/**
 * The current visit, begun on first call in a browser session: a first visit when local
 * preferences hold no marker of an earlier one (`lastVisitAt`), which it then sets for next time.
 */
export function currentVisit(now: Date = new Date()): Visit {
  const existing = readStored(now);
  if (existing) return { firstVisit: existing.firstVisit, popUpShown: existing.popUpShown };
  const visit: Visit = { firstVisit: !readPreferences().lastVisitAt, popUpShown: false };
  store({ ...visit, until: endOfJamaicanDay(now).toISOString() });
  updatePreferences((current) => ({ ...current, lastVisitAt: now.toISOString() }));
  return visit;
}

/** Records that this visit has had its pop-up. */
export function markPopUpShown(now: Date = new Date()): void {
  const visit = readStored(now) ?? { ...currentVisit(now), until: endOfJamaicanDay(now).toISOString() };
  store({ ...visit, popUpShown: true });
}
