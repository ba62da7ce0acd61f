import { type APIRequestContext, expect, type Page, type Response } from '@playwright/test';
import { PAGE_DATA_ID } from '@portal/contracts/page-data-id';

/**
 * A page as the server rendered it (`data-server-page="remote"`), asked for with `request`'s
 * cookies (and `headers`): its HTML and its headers. Why it polls: a render may be left to the
 * browser (a loaded machine's page past the budget, or its remote's manifest not read in time),
 * which is right but is not the answer these specs read.
 */
export async function serverResponse(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ html: string; headers: Record<string, string> }> {
  let answer = { html: '', headers: {} as Record<string, string> };
  await expect
    .poll(
      async () => {
        const response = await request.get(url, { headers });
        answer = { html: await response.text(), headers: response.headers() };
        return `${response.status()} ${/data-server-page="(\w+)"/.exec(answer.html)?.[1] ?? 'browser'}`;
      },
      { message: `${url} rendered by the server`, timeout: 30_000 },
    )
    .toBe('200 remote');
  return answer;
}

/** A page's HTML as the server rendered it (see serverResponse). */
export const serverHtml = async (
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<string> => (await serverResponse(request, url, headers)).html;

/** The version of the remote a server-rendered page was drawn with, as its page data says. */
export const drawnWithVersion = (html: string): string | undefined =>
  /"version":"([0-9a-f]{12})"/.exec(html.slice(html.indexOf(PAGE_DATA_ID)))?.[1];

/**
 * Opens `path` until the page arrives rendered by the server: on a loaded machine a render may be
 * left to the browser (the budget, server-render-fallback.spec.ts), which is right, but not what
 * these tests read. With `commit`, the scripts may be held back: the root is read as parsed.
 * Returns the document's response of the opening that arrived rendered by the server.
 */
export async function openServerRendered(
  page: Page,
  path: string,
  waitUntil: 'load' | 'commit' = 'load',
): Promise<Response | null> {
  let response: Response | null = null;
  await expect
    .poll(
      async () => {
        response = await page.goto(path, { waitUntil });
        const root = page.locator('#root');
        await root.waitFor({ state: 'attached' });
        return `${response?.status()} ${(await root.getAttribute('data-server-page')) ?? 'browser'}`;
      },
      { message: `${path} opened as the server rendered it`, timeout: 60_000, intervals: [250] },
    )
    .toBe('200 remote');
  return response;
}

/** Marks the nodes `selector` finds, so that waitForHydrated can tell the server's nodes were kept. */
export const markServerNodes = (page: Page, selector: string): Promise<void> =>
  page.evaluate((selector) => {
    for (const node of document.querySelectorAll(selector)) Object.assign(node, { fromServer: true });
  }, selector);

/**
 * Waits until every node `selector` finds is React's (it carries React's fiber: hydrated), and,
 * with `kept`, is still the node markServerNodes marked: hydrated, not drawn again from nothing as
 * createRoot would (the page's first paint lost). Why a test waits for it: a node a test adds to
 * the server's DOM before then is a hydration mismatch (React's #418).
 */
export async function waitForHydrated(
  page: Page,
  selector: string,
  { kept = false, message }: { kept?: boolean; message?: string } = {},
): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([selector, kept]) => {
            const nodes = [...document.querySelectorAll(selector)];
            const hydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
            return nodes.length > 0 && nodes.every((node) => (!kept || 'fromServer' in node) && hydrated(node));
          },
          [selector, kept] as const,
        ),
      { message: message ?? `${selector} hydrated by React`, timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Holds the page's scripts back, the shell's and its remote's (every `/static/js/`), until the
 * returned `release` is called: a slow line, on which a member sees the server's page, and types or
 * sends, before the scripts arrive. All but the page's first script, the form hold
 * (`hold-forms`), which is let through. Why: it is small and asked for first, so on such a line it
 * is there long before the rest; and it is the one that holds a send made meanwhile and asks for
 * the other scripts once the page is on screen (shell/src/hold-forms.ts), so holding it too would
 * test a page without either.
 */
export async function holdShellScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/**', async (route) => {
    if (!new URL(route.request().url()).pathname.includes('/hold-forms.')) await held;
    // A load of a page opened again (left to the browser the first time) is gone by now.
    await route.continue().catch(() => undefined);
  });
  return release;
}
