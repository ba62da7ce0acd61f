import { versionInUrl, versionOfManifest } from '@portal/contracts/version-id';
import type { OfflineCopy } from '../features/offline/offline-copy.ts';
import { pageForOffline, remoteFilesOf } from './offline-rules.ts';

/** The member's copy and the page to start from: deleted at logout and when another member signs in. */
export const DATA_CACHE = 'portal-offline-data-v1';
/** The code a page started offline runs: the shell's files, the vouchers remote's, reward images. */
export const CODE_CACHE = 'portal-offline-code-v1';

const COPY_KEY = '/__offline/copy.json';
const PAGE_KEY = '/__offline/page.html';
const TIMEOUT_KEY = '/__offline/network-timeout.json';

const json = (value: unknown): Response =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

/** Fetches what is missing from `cache` (CORS, so its size can be counted), and keeps what answered 200. */
async function keepAll(cache: Cache, urls: string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => null);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

/**
 * The worker's Cache Storage: the member's copy, the page a start offline begins from, and the
 * code it runs. `origin` is the shell's.
 */
export function createOfflineStore(caches: CacheStorage, origin: string) {
  const data = () => caches.open(DATA_CACHE);
  const code = () => caches.open(CODE_CACHE);
  return {
    async readCopy(): Promise<{ copy: OfflineCopy | null; networkTimeoutMs: number | null }> {
      const cache = await data();
      const [copy, timeout] = await Promise.all([cache.match(COPY_KEY), cache.match(TIMEOUT_KEY)]);
      return {
        copy: copy ? ((await copy.json()) as OfflineCopy) : null,
        networkTimeoutMs: timeout ? ((await timeout.json()) as number) : null,
      };
    },

    async writeCopy(copy: OfflineCopy, networkTimeoutMs: number): Promise<void> {
      const cache = await data();
      await Promise.all([cache.put(COPY_KEY, json(copy)), cache.put(TIMEOUT_KEY, json(networkTimeoutMs))]);
    },

    /** Keeps a signed-in page (with its CSP: a page started offline is held to the same policy). */
    async writePage(response: Response): Promise<void> {
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
      const policy = response.headers.get('content-security-policy');
      if (policy) headers['content-security-policy'] = policy;
      const html = pageForOffline(await response.text());
      await (await data()).put(PAGE_KEY, new Response(html, { headers }));
    },

    async readPage(): Promise<Response | undefined> {
      return (await data()).match(PAGE_KEY);
    },

    /**
     * The shell's files a page loaded and the vouchers' images: exactly these of the shell's origin
     * are kept (a new build's files replace the old ones, a used voucher's image goes).
     */
    async keepOwnFiles(urls: string[]): Promise<void> {
      const cache = await code();
      const keep = new Set(urls);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.origin === origin && url.pathname.startsWith('/static/') && !keep.has(url.href))
          await cache.delete(request);
      }
      await keepAll(cache, urls);
    },

    /**
     * The vouchers remote as its manifest names it now: the manifest, its entry and its `./routes`
     * files. Files of any other version of that remote (the one a new deploy replaced) are dropped.
     */
    async keepRemote(manifestUrl: string): Promise<void> {
      const response = await fetch(manifestUrl, { mode: 'cors', credentials: 'omit', cache: 'no-cache' }).catch(
        () => null,
      );
      if (!response?.ok) return;
      const manifest: unknown = await response.clone().json();
      const version = versionOfManifest(manifest);
      if (!version) return;
      const cache = await code();
      const remoteOrigin = new URL(manifestUrl).origin;
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.origin !== remoteOrigin || url.href === manifestUrl) continue;
        if (versionInUrl(url.pathname) !== version) await cache.delete(request);
      }
      await cache.put(manifestUrl, response);
      await keepAll(cache, remoteFilesOf(manifest));
    },

    async matchCode(request: Request): Promise<Response | undefined> {
      // The manifest may be asked for with a cache-busting query; the files are versioned by path.
      return (await code()).match(request, { ignoreSearch: true, ignoreVary: true });
    },

    /** Logout, another member, a page the BFF says is signed out: nothing of the member stays. */
    async forget(): Promise<void> {
      await Promise.all([caches.delete(DATA_CACHE), caches.delete(CODE_CACHE)]);
    },
  };
}
