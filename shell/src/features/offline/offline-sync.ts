import {
  accountAtom,
  authenticatedAtom,
  pointsAtom,
  sessionReadyAtom,
  sessionStore,
} from '@portal/session/session-atoms';
import type { PortalRouter } from '../routing/create-portal-router.tsx';
import { OFFLINE_COPY_PATH, type OfflineCopySummary, type OfflineMessage } from './offline-copy.ts';

/**
 * A copy is taken at most this often while the same member browses (a new page load too: the
 * worker's copy says when it was taken)…
 */
const RESAVE_AFTER_MS = 5 * 60_000;
/** …and at most this often while they are on their voucher pages (a voucher just redeemed belongs in it). */
const RESAVE_ON_VOUCHERS_MS = 30_000;

/**
 * Keeps the service worker's offline copy in step with the session (docs/offline.md): while a
 * member is signed in, their card fields, active vouchers and activated offers are handed to it (after load when
 * the worker's copy is older than a few minutes, and on their voucher and offers pages every 30 s); when this page is signed out (logout, an
 * expired session, the login page) it is told to forget everything at once. A member who signs in
 * after another replaces the last one's copy (the worker compares the member numbers). This is the
 * keeper: when and whether; the copy is gathered by save-offline-copy.ts, a chunk loaded with the
 * first save.
 */
export function startOfflineSync(router: PortalRouter): void {
  let savedFor: string | null = null;
  let savedAt = 0;
  let savedPoints: number | null = null;

  // The gathering and what it needs load with the first save: a signed-out page never loads them.
  const save = async (): Promise<void> => {
    // The balance as this page knows it now: what the strip and the card show offline, "as of" the copy's time.
    const points = sessionStore.get(pointsAtom);
    savedPoints = points;
    const { saveOfflineCopy } = await import('./save-offline-copy.ts');
    await saveOfflineCopy(points);
  };

  const forget = async (): Promise<void> => {
    savedFor = null;
    const registration = await navigator.serviceWorker.getRegistration();
    registration?.active?.postMessage({ type: 'forget-offline-copy' } satisfies OfflineMessage);
  };

  /**
   * Elsewhere than on the voucher pages, a copy the worker already holds from the last few minutes
   * is enough, while its balance is still the one this page knows.
   */
  const saveUnlessFresh = async (accountNumber: string): Promise<void> => {
    const kept = navigator.serviceWorker.controller
      ? ((await (await fetch(OFFLINE_COPY_PATH, { credentials: 'same-origin' })).json()) as OfflineCopySummary | null)
      : null;
    if (
      kept?.accountNumber === accountNumber &&
      Date.now() - Date.parse(kept.savedAt) < RESAVE_AFTER_MS &&
      kept.points === sessionStore.get(pointsAtom)
    ) {
      savedPoints = kept.points;
      return;
    }
    await save();
  };

  // The offers page too: an offer just activated belongs in the copy.
  const onVoucherPages = (): boolean => {
    const { pathname } = router.state.location;
    return pathname.startsWith('/vouchers') || pathname === '/offers';
  };

  const sync = (): void => {
    if (!sessionStore.get(sessionReadyAtom)) return;
    const account = sessionStore.get(accountAtom);
    if (!sessionStore.get(authenticatedAtom) || !account) {
      if (!sessionStore.get(authenticatedAtom)) void forget().catch(() => undefined);
      return;
    }
    // The account and the balance arrive together (loadMemberData): a sign-in on this page sets the
    // account a moment before the points, and one save with both is enough.
    const points = sessionStore.get(pointsAtom);
    if (points === null) return;
    const voucherPages = onVoucherPages();
    const gap = voucherPages ? RESAVE_ON_VOUCHERS_MS : RESAVE_AFTER_MS;
    // A balance that moved (a redemption, a promo code) is saved at once: offline shows the last one known.
    const pointsMoved = savedFor === account.accountNumber && points !== savedPoints;
    if (savedFor === account.accountNumber && Date.now() - savedAt < gap && !pointsMoved) return;
    savedFor = account.accountNumber;
    savedAt = Date.now();
    savedPoints = points;
    // A failed save keeps the last copy; the next page or voucher visit tries again.
    (voucherPages || pointsMoved ? save() : saveUnlessFresh(account.accountNumber)).catch(() => {
      savedFor = null;
    });
  };

  sessionStore.sub(authenticatedAtom, sync);
  sessionStore.sub(accountAtom, sync);
  sessionStore.sub(sessionReadyAtom, sync);
  sessionStore.sub(pointsAtom, sync);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle' && onVoucherPages()) sync();
  });
  sync();
}
