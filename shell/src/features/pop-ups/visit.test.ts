// @vitest-environment happy-dom
import { PREFERENCES_KEY, readPreferences } from '@portal/session/preferences';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** visit.ts keeps a fallback in memory: each test gets the module fresh. */
async function freshVisitModule() {
  vi.resetModules();
  return import('./visit.ts');
}

describe('the visit (one browser session)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is a first visit with no marker of an earlier one, and leaves the marker', async () => {
    const { currentVisit } = await freshVisitModule();
    expect(currentVisit(new Date('2026-11-23T10:00:00Z'))).toEqual({ firstVisit: true, popUpShown: false });
    expect(readPreferences().lastVisitAt).toBe('2026-11-23T10:00:00.000Z');
    // Still the same visit, still the first, on the next page of this session.
    expect(currentVisit().firstVisit).toBe(true);
  });

  it('is not a first visit when an earlier visit left its marker', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ lastVisitAt: '2026-11-20T10:00:00.000Z' }));
    const { currentVisit } = await freshVisitModule();
    expect(currentVisit().firstVisit).toBe(false);
  });

  it('remembers for the session that the visit had its pop-up, and a new session starts afresh', async () => {
    const { currentVisit, markPopUpShown } = await freshVisitModule();
    currentVisit();
    markPopUpShown();
    expect(currentVisit().popUpShown).toBe(true);
    sessionStorage.clear();
    const next = await freshVisitModule();
    expect(next.currentVisit()).toEqual({ firstVisit: false, popUpShown: false });
  });
});
