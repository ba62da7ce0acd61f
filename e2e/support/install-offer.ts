import type { Page } from '@playwright/test';

/**
 * Fires the browser's install offer in the page, as Chromium would once the portal is
 * installable (headless Chromium never does: a test context counts as incognito); resolves with
 * whether the portal took it over (`preventDefault`, so the browser's own mini-infobar stays
 * away). Its `prompt()` counts its calls in `window.__installPrompts`, and the browser's dialog
 * answers `outcome`.
 */
export async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<boolean> {
  return page.evaluate((choice) => {
    const counted = window as unknown as { __installPrompts?: number };
    counted.__installPrompts = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        counted.__installPrompts = (counted.__installPrompts ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

/** The install offer's region, named by its heading. */
export const installOfferIn = (page: Page) =>
  page.getByRole('region', { name: 'Add Island Rewards to your home screen' });
