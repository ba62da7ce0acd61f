import { getOffers } from '@portal/api-client/calls/offers';
import { getVoucherReleaseConfig, searchVouchers } from '@portal/api-client/calls/vouchers';
import { PAGE_SIZE_MAX } from '@portal/contracts/provider/pagination';
import { VOUCHER_FILTER_SORTS, VOUCHER_FILTER_STATUSES } from '@portal/contracts/voucher-display';
import { accountAtom, envAtom, sessionStore, vendorTierAtom } from '@portal/session/session-atoms';
import { loadMemberCard } from '../header/member-card-button.tsx';
import { loadLentTo } from '../remotes/load-lent-to.ts';
import type { OfflineMessage } from './offline-copy.ts';
import { loadOfflinePage } from './offline-state.ts';

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

let drawingPieces: Promise<unknown> | undefined;
let lentToVouchers: Promise<void> | undefined;

/**
 * The pieces a page started offline draws with (the offline page area, the member card) and what
 * the vouchers remote borrows from the shell on demand (load-lent-to.ts), loaded once per page so
 * they are among the files kept. A failure is forgotten, and the next save tries again.
 */
function piecesLoaded(vouchersManifest: string): Promise<unknown> {
  drawingPieces ??= Promise.all([loadOfflinePage(), loadMemberCard()]).catch((error: unknown) => {
    drawingPieces = undefined;
    throw error;
  });
  lentToVouchers ??= loadLentTo(vouchersManifest).catch((error: unknown) => {
    lentToVouchers = undefined;
    throw error;
  });
  return Promise.all([drawingPieces, lentToVouchers]);
}

/**
 * Takes the signed-in member's offline copy and hands it to the service worker (docs/offline.md):
 * the card's fields with `points` (the balance as the page knows it now, shown offline "as of"
 * the copy's time), the active vouchers, the activated offers, and the shell's files this page
 * loaded. Nothing is handed over when the member signed out, or someone else signed in, while it
 * was gathered: that copy would be nobody's.
 *
 * Why a chunk of its own, apart from the keeper (offline-sync.ts): a signed-out page — /login
 * above all — only ever tells the worker to forget. The calls' schemas, the member card's codes
 * and the offline page area are for a member's pages, and on /login they were a request each and
 * a long task at idle (docs/performance.md, "Lighthouse").
 */
export async function saveOfflineCopy(points: number | null): Promise<void> {
  const account = sessionStore.get(accountAtom);
  const config = sessionStore.get(envAtom);
  if (!account || !config) return;
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
}
