import { type BrowserContext, expect, type Page } from '@playwright/test';
import { PORTAL_HEADERS } from './account.ts';
import { requestsInFlight } from './test.ts';

/**
 * `test.use(WITH_SERVICE_WORKER)`: the portal's service worker runs, as on a member's phone. The
 * suite blocks it elsewhere (playwright.config.ts): only the specs that test what it does pay for it.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

/** "Saved on 24 November 2026, 3:45 pm": the portal's Jamaican date and time. */
export const SAVED_ON = /Saved on \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2}\s?[ap]m/;

export interface KeptState {
  member: string | null;
  page: boolean;
  remoteEntry: boolean;
  /** Every URL the code cache holds. */
  code: string[];
}

/** What the page's service worker holds now, read from the page (Cache Storage is per origin). */
export const kept = (page: Page): Promise<KeptState> =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const copy = navigator.serviceWorker.controller
      ? ((await (await fetch('/__offline/copy')).json()) as { accountNumber: string } | null)
      : null;
    const data = names.find((name) => name.startsWith('portal-offline-data'));
    const code = names.find((name) => name.startsWith('portal-offline-code'));
    const keys = code ? await (await caches.open(code)).keys() : [];
    return {
      member: copy?.accountNumber ?? null,
      page: data ? Boolean(await caches.match('/__offline/page.html', { cacheName: data })) : false,
      remoteEntry: keys.some((request) => request.url.endsWith('/remoteEntry.js')),
      code: keys.map((request) => request.url),
    };
  });

/**
 * The names of the caches the page's origin holds, only listed. Why not `kept`: `caches.open`
 * makes the cache it opens, so a read racing the worker's deletion at logout put both caches back
 * (empty, and for good) while a test waited for them to go (CI, 28 Nov).
 */
export const cacheNames = (page: Page): Promise<string[]> => page.evaluate(() => caches.keys());

/**
 * Turns the browser's HTTP cache off for `page`, from its first request: offline, only what the
 * service worker kept can load, as on a phone whose cache let the rest go. With the cache on, a
 * file the worker forgot to keep (a chunk the remote's manifest lists under a shared module only)
 * still came from the cache here, and the test passed or not by what the cache happened to hold.
 */
export async function onlyWhatTheWorkerKeeps(page: Page): Promise<void> {
  // Any route turns Playwright's HTTP cache off for the page; this one matches nothing it asks for.
  // (A CDP session of its own would do it too, but its Network domain undoes the offline
  // emulation's navigator.onLine = false.)
  await page.route('**/__no-http-cache__', (route) => route.abort());
}

/** The member's active vouchers as the page's own portal has them now (some specs run a shell of their own). */
export async function activeVouchers(page: Page): Promise<Array<{ rewardName: string; imageUrl: string | null }>> {
  const { origin } = new URL(page.url());
  const response = await page.request.get(
    `${origin}/api/v1/vouchers/search?shouldPage=true&page=0&size=100&status=issued`,
    { headers: { ...PORTAL_HEADERS, origin } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: Array<{ rewardName: string; imageUrl: string | null }> }).content;
}

/**
 * The portal's own pictures of the vouchers in the copy the worker holds, which it keeps with the
 * copy. Read from the copy, not asked of the portal: where access tokens live 4 seconds
 * (shell-session.spec.ts), a busy machine's sign-in outlasted one, and a request of the test's
 * own, which does not refresh, was answered 401 (clean-clone run, 29 Nov).
 */
async function copyPictures(page: Page): Promise<string[]> {
  const { origin } = new URL(page.url());
  const imageUrls = await page.evaluate(async () => {
    // Listed, not opened: `caches.open` makes the cache it opens (see cacheNames).
    const data = (await caches.keys()).find((name) => name.startsWith('portal-offline-data'));
    const copy = data ? await caches.match('/__offline/copy.json', { cacheName: data }) : undefined;
    if (!copy) return [];
    return ((await copy.json()) as { vouchers: Array<{ imageUrl: string | null }> }).vouchers.map(
      (voucher) => voucher.imageUrl,
    );
  });
  return imageUrls
    .map((imageUrl) => URL.parse(imageUrl ?? '', origin))
    .filter((url): url is URL => url?.origin === origin && url.pathname.startsWith('/media/rewards/'))
    .map((url) => url.href);
}

/**
 * Waits until the worker controls the page and holds `member`'s copy, a page, the vouchers remote
 * and the pictures of the copy's vouchers. The worker writes the copy before it fetches the
 * copy's files: a test going offline in between would see a kept page ask for a picture the
 * worker does not hold yet (ERR_FAILED, which goOffline does not allow).
 */
export async function waitForCopyOf(page: Page, member: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => kept(page), { timeout: 30_000 })
    .toMatchObject({ member, page: true, remoteEntry: true } satisfies Partial<KeptState>);
  const pictures = await copyPictures(page);
  await expect
    .poll(
      async () => {
        const { code } = await kept(page);
        return pictures.filter((picture) => !code.includes(picture));
      },
      {
        message: 'the pictures of the copy’s vouchers are kept',
        timeout: 30_000,
      },
    )
    .toEqual([]);
}

/**
 * Cuts the browser off the network, as a member walking into a dead zone — once the pages are
 * done fetching, so that what fails offline is what the test checks, not what a busy machine was
 * still drawing (a clean-clone run: a reward's picture on /vouchers, loading as the network went).
 * What an open page starts on its own a moment later may still fail, and the browser logs that
 * line (ERR_FAILED when the service worker answered it offline): declared here, for those files
 * only, so anything else a page asks of the network while offline still fails the test — a
 * remote's files fetched ahead at idle, the shell's modules lent to that remote (`lent-…`
 * chunks), the member card's wallet buttons (`member-card-wallet…`, script and stylesheet, which
 * a page started offline never asks for), the idle prefetch's own chunk (`prefetch-next…`, asked
 * for only while `navigator.onLine`, but a page whose quiet ended as the network went still asks:
 * clean-clone runs of 29 Nov evening, on /vouchers), a telemetry beacon the page hands the browser (the
 * shell holds beacons while `navigator.onLine` is false, send-beacon.ts, but one queued as the
 * network goes fails: a clean-clone run, from /login just after a logout), and the page's icon
 * (`/favicon.svg`), which the browser itself asks for once a page has loaded, unseen by the test's
 * request events (another clean-clone run: /login just after a logout). And a reward's picture
 * (`/media/rewards/…`) with ERR_INTERNET_DISCONNECTED only: a request the worker never saw, from a
 * page that was open as the network went (a clean-clone run, 28 Nov: Andre's picture on /vouchers,
 * after the in-flight wait above). A picture the worker answered and could not give, because it
 * did not keep it, fails with ERR_FAILED, and still fails the test.
 */
export async function goOffline(
  context: BrowserContext,
  allowProblems: (...patterns: RegExp[]) => void,
): Promise<void> {
  allowProblems(
    /^console: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) \[https?:\/\/[^/\]]+\/(v\/[0-9a-f]{12}\/[^\]]+|mf-manifest\.json[^\]]*|static\/js\/async\/(lent-|prefetch-next\.)[^\]]+|static\/(js|css)\/async\/member-card-wallet\.[^\]]+|bff\/telemetry|favicon\.svg)\] /,
    /^console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED \[https?:\/\/[^/\]]+\/media\/rewards\/[^\]]+\] /,
  );
  await expect
    .poll(() => requestsInFlight(context), { message: 'the pages are done fetching', timeout: 15_000 })
    .toEqual([]);
  await context.setOffline(true);
  // The emulation reaches a service worker on its own (a CI run once saw the worker still fetch
  // the page from the network just after this: the page came online and its own calls failed).
  // Cut off when a fetch of the worker's own fails; a worker that has stopped meanwhile gets the
  // emulation when it starts again.
  for (const worker of context.serviceWorkers()) {
    await expect
      .poll(
        () =>
          worker
            .evaluate(() =>
              fetch(`/favicon.svg?offline-check=${Date.now()}`, { cache: 'no-store' }).then(
                () => 'online',
                () => 'offline',
              ),
            )
            .catch(() => 'offline'),
        { message: 'the service worker is offline too', timeout: 10_000 },
      )
      .toBe('offline');
  }
}
