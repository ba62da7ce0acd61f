import { scriptsDeferredAgain } from '@portal/contracts/after-paint';
import { INLINE_MANIFEST_ID } from '@portal/contracts/inline-manifest';
import { parseUrl } from '@portal/contracts/parse-url';
import type { Voucher } from '@portal/contracts/provider/vouchers';
import { SERVER_PAGE_MARKERS } from '@portal/contracts/server-page-markers';
import {
  OFFLINE_COPY_PATH,
  OFFLINE_START_MARKER,
  type OfflineCopy,
  type OfflineCopySummary,
} from '../features/offline/offline-copy.ts';

/**
 * The longest a saved copy is shown offline: the default lifetime of a refresh token, so a copy
 * never outlives the session it was taken in by much, even if the browser never comes back online
 * to hear that the session ended.
 */
export const COPY_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** When the network has not answered a page or a kept request within this, the saved copy answers. */
export const DEFAULT_NETWORK_TIMEOUT_MS = 4_000;

/** The shell's unhashed files a page asks for on every load: its app manifest, icon and favicon. */
export const PUBLIC_FILES: readonly string[] = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

/** The one status the offline voucher list serves: the "Active" filter (contracts' VOUCHER_FILTER_STATUSES.active). */
const ACTIVE_STATUS = 'issued';

/**
 * What the worker does with a GET, by its URL, for a page whose origin is `origin`, given the
 * vouchers remote's origin (from the saved copy):
 * - `page`: a navigation of the portal's own origin;
 * - `copy`: the summary the offline page asks for (answered by the worker alone);
 * - `vouchers-search`, `voucher`, `release-config`: the voucher calls answered from the copy;
 * - `offers`: the member's offers, answered from the copy with those they activated;
 * - `shell-code` (the shell's hashed files), `media` (reward images), `remote-code` (the vouchers
 *   remote's manifest and files): kept as they pass, served when the network is gone;
 * - `pass`: everything else — never kept, never answered by the worker.
 */
export type RequestKind =
  | 'page'
  | 'copy'
  | 'vouchers-search'
  | 'voucher'
  | 'release-config'
  | 'offers'
  | 'shell-code'
  | 'media'
  | 'remote-code'
  | 'pass';

export function requestKindOf(
  url: URL,
  { origin, navigation, vouchersOrigin }: { origin: string; navigation: boolean; vouchersOrigin: string | null },
): RequestKind {
  if (url.origin === origin) {
    if (navigation) return 'page';
    const path = url.pathname;
    if (path === OFFLINE_COPY_PATH) return 'copy';
    if (path === '/api/v1/vouchers/search') return 'vouchers-search';
    if (path === '/api/v1/vouchers/release-default-config') return 'release-config';
    if (/^\/api\/v1\/vouchers\/\d{12}$/.test(path)) return 'voucher';
    if (path === '/api/v1/offers') return 'offers';
    if (path.startsWith('/static/') || PUBLIC_FILES.includes(path)) return 'shell-code';
    if (path.startsWith('/media/rewards/')) return 'media';
    return 'pass';
  }
  if (!navigation && vouchersOrigin !== null && url.origin === vouchersOrigin) return 'remote-code';
  return 'pass';
}

/** The copy is the member's only while it is younger than COPY_MAX_AGE_MS. */
export function isCopyUsable(copy: Pick<OfflineCopy, 'savedAt'> | null, now: number): boolean {
  if (!copy) return false;
  const saved = Date.parse(copy.savedAt);
  return Number.isFinite(saved) && saved <= now && now - saved < COPY_MAX_AGE_MS;
}

/** What a page started offline learns of the copy: the card's fields, when it was saved, which vouchers it holds. */
export function summaryOf(copy: OfflineCopy): OfflineCopySummary {
  return {
    ...copy.member,
    savedAt: copy.savedAt,
    voucherNumbers: copy.vouchers.map((voucher) => voucher.voucherNumber),
  };
}

/**
 * GET /api/v1/vouchers/search from the copy, in the provider's page shape: only the Active filter
 * (status=issued alone) can be answered; any other search is null (the network is needed).
 */
export function searchFromCopy(
  copy: OfflineCopy,
  url: URL,
): { content: Voucher[]; page: { number: number; size: number; totalElements: number; totalPages: number } } | null {
  const statuses = url.searchParams.getAll('status');
  if (statuses.length !== 1 || statuses[0] !== ACTIVE_STATUS) return null;
  const size = Math.min(Math.max(Number(url.searchParams.get('size') ?? 12) || 12, 1), 100);
  const number = Math.max(Number(url.searchParams.get('page') ?? 0) || 0, 0);
  const totalElements = copy.vouchers.length;
  return {
    content: copy.vouchers.slice(number * size, number * size + size),
    page: { number, size, totalElements, totalPages: Math.ceil(totalElements / size) },
  };
}

/** GET /api/v1/vouchers/{voucherNumber} from the copy, or null when it holds no such active voucher. */
export function voucherFromCopy(copy: OfflineCopy, url: URL): Voucher | null {
  const voucherNumber = url.pathname.split('/').pop();
  return copy.vouchers.find((voucher) => voucher.voucherNumber === voucherNumber) ?? null;
}

/** The images the copy shows that the portal serves itself (reward pictures): kept with it. */
export function mediaOfCopy(copy: OfflineCopy, origin: string): string[] {
  return [...copy.vouchers.map((voucher) => voucher.imageUrl), ...(copy.offers ?? []).map((offer) => offer.image)]
    .map((image) => parseUrl(image ?? '', origin))
    .filter((url): url is URL => url?.origin === origin && url.pathname.startsWith('/media/rewards/'))
    .map((url) => url.href);
}

/**
 * A page kept for offline starts: the BFF's page without its hints (preconnects and preloads of
 * the remote that owned the page it was, which would only fail offline), without what the server
 * rendered of that page (its drawing, stylesheets and data: a start offline draws from the copy,
 * and the drawing's images were never kept) and without that remote's inlined manifest (the
 * version kept offline is the one the copy names), with the scripts a drawn page asks for after
 * its first paint back as plain deferred scripts (nothing is drawn there to paint first: the shell
 * draws the page from the copy), marked as started offline. Its inlined config and session (signed
 * in, account type: never a token) are what the shell starts from.
 */
export function pageForOffline(html: string): string {
  const { start, end, stylesheetAttribute } = SERVER_PAGE_MARKERS;
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  const page =
    from >= 0 && to > from ? `${html.slice(0, from)}<div id="root"></div>${html.slice(to + end.length)}` : html;
  return scriptsDeferredAgain(page)
    .replace(/<link rel="(?:preconnect|preload)"[^>]*>/g, '')
    .replace(new RegExp(`<link rel="stylesheet"[^>]* ${stylesheetAttribute}>`, 'g'), '')
    .replace(new RegExp(`<style [^>]*${stylesheetAttribute}>[\\s\\S]*?</style>`, 'g'), '')
    .replace(new RegExp(`<script id="${INLINE_MANIFEST_ID}"[^>]*>[^<]*</script>`), '')
    .replace('<head>', `<head><meta name="${OFFLINE_START_MARKER}" content="">`);
}

/**
 * The files of a remote's `./routes` expose and what they load (the route table, the pages, their
 * CSS), as absolute URLs under the manifest's publicPath: fetched when a copy is saved, so the
 * voucher pages open offline even if the member never visited them.
 * With them, the files of the remote's own copies of its shared modules: the build lists a chunk
 * the expose shares with such a copy (a library both use) under the shared module only, yet the
 * expose loads it. Offline, only what is kept can load (the browser's HTTP cache may have let it go).
 */
/** A module's files in a federation manifest, as the build lists them (paths under its publicPath). */
interface ManifestAssets {
  js?: { sync?: unknown[]; async?: unknown[] };
  css?: { sync?: unknown[]; async?: unknown[] };
}

export function remoteFilesOf(manifest: unknown): string[] {
  const data = manifest as {
    metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: Array<{ assets?: ManifestAssets }>;
    shared?: Array<{ assets?: ManifestAssets }>;
  } | null;
  const publicPath = data?.metaData?.publicPath;
  if (typeof publicPath !== 'string' || !publicPath.startsWith('http')) return [];
  const entry = data?.metaData?.remoteEntry;
  const files: unknown[] = [
    typeof entry?.name === 'string'
      ? [entry.path, entry.name].filter((part) => typeof part === 'string' && part).join('/')
      : null,
  ];
  for (const module of [...(data?.exposes ?? []), ...(data?.shared ?? [])]) {
    const { js, css } = module.assets ?? {};
    files.push(...(js?.sync ?? []), ...(js?.async ?? []), ...(css?.sync ?? []), ...(css?.async ?? []));
  }
  return [
    ...new Set(
      files
        .filter((file): file is string => typeof file === 'string' && file.length > 0 && !file.includes('..'))
        .map((file) => new URL(file, publicPath).href),
    ),
  ];
}
