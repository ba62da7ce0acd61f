// The portal's service worker (built to /sw.js, served by the BFF: shell/server/routes/service-worker.ts).
// It keeps one signed-in member's card and active vouchers, the page to start from and the code
// those pages run, and serves them only to a page that could not reach the network. Online it
// answers nothing but its own /__offline/copy: every other request goes to the network untouched.
// How and why: docs/offline.md.

import { PAGE_SESSION_HEADER } from '@portal/contracts/page-session-header';
import { parseUrl } from '@portal/contracts/parse-url';
import type { OfflineCopy, OfflineMessage } from '../features/offline/offline-copy.ts';
import {
  DEFAULT_NETWORK_TIMEOUT_MS,
  isCopyUsable,
  mediaOfCopy,
  PUBLIC_FILES,
  type RequestKind,
  requestKindOf,
  searchFromCopy,
  summaryOf,
  voucherFromCopy,
} from './offline-rules.ts';
import { createOfflineStore } from './offline-store.ts';
import type { FetchEvent, WorkerScope } from './worker-scope.ts';

const scope = self as unknown as WorkerScope;
const origin = scope.location.origin;
const store = createOfflineStore(scope.caches, origin);

/** The copy as this worker last read or wrote it; undefined until read once after the worker starts. */
let state: { copy: OfflineCopy | null; networkTimeoutMs: number } | undefined;
const loadState = async () => {
  if (!state) {
    const saved = await store.readCopy();
    state ??= { copy: saved.copy, networkTimeoutMs: saved.networkTimeoutMs ?? DEFAULT_NETWORK_TIMEOUT_MS };
  }
  return state;
};
void loadState();

/** Pages this worker started from the copy: their requests are answered from it (lost if the worker restarts; then navigator.onLine decides). */
const offlinePages = new Set<string>();

const json = (value: unknown, status = 200): Response =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

async function forget(): Promise<void> {
  state = { copy: null, networkTimeoutMs: state?.networkTimeoutMs ?? DEFAULT_NETWORK_TIMEOUT_MS };
  offlinePages.clear();
  await store.forget();
}

/** Resolves with the network's answer, or rejects when it fails or takes longer than `ms`. */
function withTimeout(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Reads what a page from the network says: signed out clears everything; signed in keeps it to start from. */
async function notePage(response: Response): Promise<void> {
  const session = response.headers.get(PAGE_SESSION_HEADER);
  if (session === 'none') await forget();
  else if (session === 'member' && response.ok && (await loadState()).copy) await store.writePage(response);
}

/**
 * A navigation while a member's copy is kept: the network first; if it fails or is too slow, the
 * kept page — only while the copy is the member's and young enough (never to a signed-out browser,
 * since logout and a signed-out page delete it).
 */
async function answerPage(event: FetchEvent): Promise<Response> {
  const { copy, networkTimeoutMs } = await loadState();
  if (!copy) return fetch(event.request);
  try {
    const response = await withTimeout(event.request, networkTimeoutMs);
    event.waitUntil(notePage(response.clone()));
    return response;
  } catch (error) {
    const page = isCopyUsable(copy, Date.now()) ? await store.readPage() : undefined;
    if (!page) throw error;
    offlinePages.add(event.resultingClientId);
    return page;
  }
}

/** A request of a page started offline (or made while the browser is offline), from the copy or the kept code. */
async function answerOffline(kind: RequestKind, event: FetchEvent): Promise<Response> {
  const { copy } = await loadState();
  const url = new URL(event.request.url);
  const usable = copy && isCopyUsable(copy, Date.now()) ? copy : null;
  const unavailable = () => json({ code: 'offline', message: 'This needs a connection.' }, 503);
  switch (kind) {
    case 'vouchers-search': {
      const found = usable && searchFromCopy(usable, url);
      return found ? json(found) : unavailable();
    }
    case 'voucher': {
      const found = usable && voucherFromCopy(usable, url);
      return found ? json(found) : json({ code: 'not_found', message: 'Not found.' }, 404);
    }
    case 'release-config':
      return usable ? json(usable.releaseConfig) : unavailable();
    case 'offers':
      return usable ? json(usable.offers ?? []) : unavailable();
    default:
      return (usable && (await store.matchCode(event.request))) || fetch(event.request);
  }
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const navigation = request.mode === 'navigate';
  const vouchersOrigin = state?.copy ? (parseUrl(state.copy.vouchersManifest)?.origin ?? null) : null;
  const kind = requestKindOf(url, { origin, navigation, vouchersOrigin });
  if (kind === 'pass') return;
  if (kind === 'copy') {
    event.respondWith(
      loadState().then(({ copy }) => json(copy && isCopyUsable(copy, Date.now()) ? summaryOf(copy) : null)),
    );
    return;
  }
  if (kind === 'page') {
    // Known to hold no copy: the browser handles the navigation as if there were no worker.
    if (state && !state.copy) return;
    event.respondWith(answerPage(event));
    return;
  }
  if (offlinePages.has(event.clientId) || !scope.navigator.onLine) event.respondWith(answerOffline(kind, event));
});

/** The shell's own files a page names (same origin, under /static/, nothing else), and its public ones. */
const shellFilesOf = (urls: unknown): string[] => [
  ...(Array.isArray(urls)
    ? urls.filter((url): url is string => {
        if (typeof url !== 'string') return false;
        const parsed = parseUrl(url);
        return parsed?.origin === origin && parsed.pathname.startsWith('/static/');
      })
    : []),
  ...PUBLIC_FILES.map((file) => new URL(file, origin).href),
];

async function save(message: Extract<OfflineMessage, { type: 'save-offline-copy' }>): Promise<void> {
  const { copy } = message;
  const previous = (await loadState()).copy;
  // Another member signed in: the last one's copy, page and code go first.
  if (previous && previous.member.accountNumber !== copy.member.accountNumber) await forget();
  const networkTimeoutMs =
    Number.isInteger(message.networkTimeoutMs) && message.networkTimeoutMs > 0
      ? message.networkTimeoutMs
      : DEFAULT_NETWORK_TIMEOUT_MS;
  state = { copy, networkTimeoutMs };
  await store.writeCopy(copy, networkTimeoutMs);
  const media = mediaOfCopy(copy, origin);
  await Promise.all([
    store.keepOwnFiles([...shellFilesOf(message.shellFiles), ...media]),
    store.keepRemote(copy.vouchersManifest),
    // A member who signed in without a full page load since: take a page to start from now.
    store.readPage().then(async (page) => {
      if (page) return;
      const response = await fetch('/', { credentials: 'same-origin', headers: { accept: 'text/html' } }).catch(
        () => null,
      );
      if (response) await notePage(response);
    }),
  ]);
}

/** The orders of the pages, run one after the other (see `inTurn`). */
let orders: Promise<void> = Promise.resolve();

/**
 * Runs a page's order once every earlier one has finished. Why: a save still keeping one version's
 * files of the vouchers remote (a reload right after a deploy starts the next save) would put them
 * back after the next save dropped them, and a forget could be undone by a save finishing late.
 */
function inTurn(order: () => Promise<void>): Promise<void> {
  orders = orders.then(order).catch(() => undefined);
  return orders;
}

scope.addEventListener('message', (event) => {
  // Only the portal's own pages may tell the worker who is signed in.
  if (event.origin !== origin) return;
  const message = event.data as OfflineMessage | null;
  if (message?.type === 'forget-offline-copy') event.waitUntil(inTurn(forget));
  else if (message?.type === 'save-offline-copy' && typeof message.copy?.member?.accountNumber === 'string') {
    event.waitUntil(inTurn(() => save(message)));
  }
});

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
