import type { Page } from '@playwright/test';
import { PREFERENCES_KEY } from '@portal/session/preferences';

/**
 * Makes the page a browser that has been here before (its preferences carry an earlier visit's
 * marker, `lastVisitAt`): the login pop-up is never shown on a first visit.
 */
export async function returningVisitor(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const preferences = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!preferences.lastVisitAt) {
      localStorage.setItem(key, JSON.stringify({ ...preferences, lastVisitAt: '2026-11-01T12:00:00.000Z' }));
    }
  }, PREFERENCES_KEY);
}

/** The shell's visit cookie (shell/src/features/pop-ups/visit.ts): a session cookie. */
const VISIT_COOKIE = 'ir_visit';

/**
 * A new visit by the same browser, as after closing and reopening it: its tabs are closed, the
 * session's visit cookie is gone, local storage and the day's pop_up cookies stay. (A new tab
 * alone is the same visit.) Why close them: a tab left open would act in the new visit — under a
 * clock moved for the whole context, an earlier /login took the new visit's one pop-up.
 */
export async function nextVisit(page: Page): Promise<Page> {
  const context = page.context();
  for (const open of context.pages()) await open.close();
  await context.clearCookies({ name: VISIT_COOKIE });
  const next = await context.newPage();
  await returningVisitor(next);
  return next;
}
