import { readPreferences, updatePreferences } from '@portal/session/preferences';

/** This browser session's visit, in session storage: it ends when the tab or browser closes. */
export const VISIT_KEY = 'island-rewards.visit.v1';

export interface Visit {
  /** No earlier visit was remembered when this one began. */
  firstVisit: boolean;
  /** A pop-up has opened during this visit. */
  popUpShown: boolean;
}

/** When session storage is unavailable: the visit lasts as long as the page. */
let inMemory: Visit | undefined;

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function readStored(): Visit | undefined {
  const raw = sessionStore()?.getItem(VISIT_KEY);
  if (!raw) return inMemory;
  try {
    const parsed = JSON.parse(raw) as Partial<Visit>;
    return { firstVisit: parsed.firstVisit === true, popUpShown: parsed.popUpShown === true };
  } catch {
    return inMemory;
  }
}

function store(visit: Visit): void {
  inMemory = visit;
  try {
    sessionStore()?.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // quota or policy: the in-memory visit still holds for this page
  }
}

/**
 * The current visit, begun on first call in a browser session: a first visit when local
 * preferences hold no marker of an earlier one (`lastVisitAt`), which it then sets for next time.
 */
export function currentVisit(now: Date = new Date()): Visit {
  const existing = readStored();
  if (existing) return existing;
  const visit: Visit = { firstVisit: !readPreferences().lastVisitAt, popUpShown: false };
  store(visit);
  updatePreferences((current) => ({ ...current, lastVisitAt: now.toISOString() }));
  return visit;
}

/** Records that this visit has had its pop-up. */
export function markPopUpShown(): void {
  store({ ...currentVisit(), popUpShown: true });
}
