// @vitest-environment happy-dom
import { RETURNING_COOKIE } from '@portal/contracts/pop-up-visit';
import { PREFERENCES_KEY, readPreferences } from '@portal/session/preferences';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** visit.ts keeps a fallback in memory: each test gets the module fresh. */
async function freshVisitModule() {
  vi.resetModules();
  return import('./visit.ts');
}

/** What closing the browser does to a session cookie. */
function closeBrowser(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the module under test uses document.cookie too.
  document.cookie = `${name}=; Path=/; Max-Age=0`;
}

describe('the visit (one browser session, shared by its tabs)', () => {
  beforeEach(async () => {
    const { VISIT_COOKIE } = await freshVisitModule();
    closeBrowser(VISIT_COOKIE);
    closeBrowser(RETURNING_COOKIE);
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is a first visit with no marker of an earlier one, and leaves the marker', async () => {
    const { currentVisit } = await freshVisitModule();
    expect(currentVisit(new Date('2026-11-23T10:00:00Z'))).toEqual({ firstVisit: true, popUpShown: false });
    expect(readPreferences().lastVisitAt).toBe('2026-11-23T10:00:00.000Z');
    // Still the same visit, still the first, on the next page of this session.
    expect(currentVisit(new Date('2026-11-23T10:05:00Z')).firstVisit).toBe(true);
  });

  it('is not a first visit when an earlier visit left its marker', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ lastVisitAt: '2026-11-20T10:00:00.000Z' }));
    const { currentVisit } = await freshVisitModule();
    expect(currentVisit().firstVisit).toBe(false);
  });

  it('leaves the returning cookie for the BFF, which cannot read the local preferences', async () => {
    const { currentVisit } = await freshVisitModule();
    expect(document.cookie).not.toContain(`${RETURNING_COOKIE}=1`);
    currentVisit();
    expect(document.cookie).toContain(`${RETURNING_COOKIE}=1`);
  });

  it('is not a first visit when the returning cookie remembers one, though the local preferences were emptied', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the module under test uses document.cookie too.
    document.cookie = `${RETURNING_COOKIE}=1; Path=/`;
    const { currentVisit } = await freshVisitModule();
    expect(currentVisit().firstVisit).toBe(false);
  });

  it('is the one the BFF began when it drew the visit’s pop-up (its cookie)', async () => {
    const { currentVisit, VISIT_COOKIE } = await freshVisitModule();
    const visit = { firstVisit: false, popUpShown: true, until: '2026-11-24T05:00:00.000Z' };
    // biome-ignore lint/suspicious/noDocumentCookie: as the BFF's Set-Cookie leaves it.
    document.cookie = `${VISIT_COOKIE}=${encodeURIComponent(JSON.stringify(visit))}; Path=/`;
    expect(currentVisit(new Date('2026-11-23T10:00:00Z'))).toEqual({ firstVisit: false, popUpShown: true });
  });

  it('is held in a session cookie (no expiry), so a new tab or a page load is the same visit', async () => {
    const { currentVisit, markPopUpShown, VISIT_COOKIE } = await freshVisitModule();
    const now = new Date('2026-11-23T10:00:00Z');
    currentVisit(now);
    markPopUpShown(now);
    expect(document.cookie).toContain(`${VISIT_COOKIE}=`);
    // A new tab: fresh module and fresh session storage, the same cookie jar.
    sessionStorage.clear();
    const tab = await freshVisitModule();
    expect(tab.currentVisit(new Date('2026-11-23T10:01:00Z'))).toEqual({ firstVisit: true, popUpShown: true });
  });

  it('ends when the browser closes, or at the end of the Jamaican day it began', async () => {
    const { currentVisit, markPopUpShown, VISIT_COOKIE } = await freshVisitModule();
    currentVisit(new Date('2026-11-23T10:00:00Z'));
    markPopUpShown(new Date('2026-11-23T10:00:00Z'));
    // 04:59 UTC is 23:59 in Jamaica: still that day's visit; 05:00 is the next day.
    expect((await freshVisitModule()).currentVisit(new Date('2026-11-24T04:59:00Z')).popUpShown).toBe(true);
    expect((await freshVisitModule()).currentVisit(new Date('2026-11-24T05:00:00Z'))).toEqual({
      firstVisit: false,
      popUpShown: false,
    });
    markPopUpShown(new Date('2026-11-24T05:00:00Z'));
    closeBrowser(VISIT_COOKIE);
    expect((await freshVisitModule()).currentVisit(new Date('2026-11-24T06:00:00Z'))).toEqual({
      firstVisit: false,
      popUpShown: false,
    });
  });
});
