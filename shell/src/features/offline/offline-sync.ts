import { getOffers } from '@portal/api-client/calls/offers';
import { getVoucherReleaseConfig, searchVouchers } from '@portal/api-client/calls/vouchers';
import { PAGE_SIZE_MAX } from '@portal/contracts/provider/pagination';
import { VOUCHER_FILTER_SORTS, VOUCHER_FILTER_STATUSES } from '@portal/contracts/voucher-display';
import {
  accountAtom,
  authenticatedAtom,
  envAtom,
  pointsAtom,
  sessionReadyAtom,
  sessionStore,
  vendorTierAtom,
} from '@portal/session/session-atoms';
import { loadMemberCard } from '../header/member-card-button.tsx';
import { loadLentTo } from '../remotes/load-lent-to.ts';
import type { PortalRouter } from '../routing/create-portal-router.tsx';
import { OFFLINE_COPY_PATH, type OfflineCopySummary, type OfflineMessage } from './offline-copy.ts';
import { loadOfflinePage } from './offline-state.ts';

/**
 * A copy is taken at most this often while the same member browses (a new page load too: the
 * worker's copy says when it was taken)…
 */
const RESAVE_AFTER_MS = 5 * 60_000;
/** …and at most this often while they are on their voucher pages (a voucher just redeemed belongs in it). */
const RESAVE_ON_VOUCHERS_MS = 30_000;

const post = async (message: OfflineMessage): Promise<void> => {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(message);
};

/** The shell's own files this page has loaded, which a page started offline needs again. */
const shellFilesLoaded = (): string[] => {
  const prefix = `${window.location.origin}/static/`;
  const urls = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  ];
  return [...new Set(urls.filter((url) => url.startsWith(prefix)))];
};

/**
 * Keeps the service worker's offline copy in step with the session (docs/offline.md): while a
 * member is signed in, their card fields, active vouchers and activated offers are handed to it (after load when
 * the worker's copy is older than a few minutes, and on their voucher and offers pages every 30 s); when this page is signed out (logout, an
 * expired session, the login page) it is told to forget everything at once. A member who signs in
 * after another replaces the last one's copy (the worker compares the member numbers).
 */
export function startOfflineSync(router: PortalRouter): void {
  let savedFor: string | null = null;
  let savedAt = 0;
  let savedPoints: number | null = null;
  // The pieces a page started offline draws with, loaded now so they are among the files kept;
  // and what the vouchers remote borrows from the shell on demand (load-lent-to.ts), once per
  // page: a failure is forgotten, and the next save tries again.
  const drawingPieces = Promise.all([loadOfflinePage(), loadMemberCard()]);
  let lentToVouchers: Promise<void> | undefined;
  const piecesLoaded = (vouchersManifest: string): Promise<unknown> => {
    lentToVouchers ??= loadLentTo(vouchersManifest).catch((error: unknown) => {
      lentToVouchers = undefined;
      throw error;
    });
    return Promise.all([drawingPieces, lentToVouchers]);
  };

  const save = async (): Promise<void> => {
    const account = sessionStore.get(accountAtom);
    const config = sessionStore.get(envAtom);
    if (!account || !config) return;
    // The balance as this page knows it now: what the strip and the card show offline, "as of" savedAt.
    const points = sessionStore.get(pointsAtom);
    savedPoints = points;
    const [vouchers, releaseConfig, offers] = await Promise.all([
      searchVouchers({
        statuses: VOUCHER_FILTER_STATUSES.active,
        page: 0,
        size: PAGE_SIZE_MAX,
        sort: VOUCHER_FILTER_SORTS.active,
      }),
      getVoucherReleaseConfig(),
      getOffers(),
      piecesLoaded(config.remotes.vouchers),
    ]);
    // Signed out (or someone else signed in) while the vouchers loaded: this copy is nobody's now.
    if (sessionStore.get(accountAtom)?.accountNumber !== account.accountNumber) return;
    await post({
      type: 'save-offline-copy',
      copy: {
        member: {
          accountNumber: account.accountNumber,
          tier: sessionStore.get(vendorTierAtom),
          programmeName: config.programmeName,
          points,
        },
        vouchers: vouchers.content,
        offers: offers.filter((offer) => offer.activatedAt !== null),
        releaseConfig,
        vouchersManifest: config.remotes.vouchers,
        savedAt: new Date().toISOString(),
      },
      networkTimeoutMs: config.offlineTimeoutSeconds * 1000,
      shellFiles: shellFilesLoaded(),
    });
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
