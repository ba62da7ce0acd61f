import { type BrowserContext, test as base, expect, type Page, type Request } from '@playwright/test';

/** One problem a page reported (a console error, an uncaught error, a CSP violation), or a warning. */
interface PageProblem {
  kind: 'console' | 'page error' | 'CSP' | 'warning';
  url: string;
  text: string;
}

interface ProblemFixtures {
  /**
   * Declares, for this test only, the problems it provokes on purpose (a stopped provider, a
   * refused request): each pattern is matched against "kind: text". Everything else still fails
   * the test.
   */
  allowProblems: (...patterns: RegExp[]) => void;
  /** Every problem seen so far in this test's browser context (for a test that checks them itself). */
  pageProblems: PageProblem[];
  /**
   * The console warnings of the same pages: never a failure (a pop-up's content that could not
   * load is silent by design), printed beside the problems when a test fails.
   */
  pageWarnings: PageProblem[];
}

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

/**
 * The suite's `test`: Playwright's, plus a check that no page the test visits logs a console error,
 * throws an uncaught error or has the Content-Security-Policy refuse anything
 * (docs/decisions/0021-no-console-error-in-e2e.md). It watches every page of every browser context the
 * test opens, from its first script on, and fails the test at its end with the list, unless the test
 * allowed those problems with `allowProblems`.
 */
export const test = base.extend<ProblemFixtures>({
  allowProblems: [
    async ({ pageProblems, pageWarnings }, use, testInfo) => {
      const allowed: RegExp[] = [];
      await use((...patterns) => {
        allowed.push(...patterns);
      });
      const line = (problem: PageProblem) => `${problem.kind}: ${problem.text} (on ${problem.url})`;
      const lines = pageProblems.map(line);
      // Why: CI keeps only its log. A test that failed prints every problem its pages reported,
      // the allowed ones too (a remote that failed again, a refused request), and their warnings
      // (content that silently did not load), to say what went wrong where a screenshot cannot be
      // fetched.
      const said = [...lines, ...pageWarnings.map(line)];
      if (testInfo.status !== testInfo.expectedStatus && said.length > 0) {
        console.log(`What the pages of "${testInfo.title}" reported:\n${said.map((text) => `  ${text}`).join('\n')}`);
      }
      const unexpected = lines.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors, page errors and CSP violations on the pages visited').toEqual([]);
    },
    // Every test gets the check, whether or not it names the fixture or opens a page at all.
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  pageWarnings: async ({}, use) => {
    await use([]);
  },
  pageProblems: async ({ browser, pageWarnings }, use) => {
    const problems: PageProblem[] = [];
    // Every context the browser creates while the test runs is watched: the test's own and any
    // it opens itself (a second device, a fresh visitor). No page exists yet in a new context,
    // so nothing it shows is missed.
    const watchNew = (created: BrowserContext): void => {
      watching.set(created, watchContext(created, problems, pageWarnings));
    };
    browser.on('context', watchNew);
    await use(problems);
    browser.off('context', watchNew);
  },
  // The test's own context is ready only once it is watched.
  context: async ({ context, pageProblems, pageWarnings }, use) => {
    await (watching.get(context) ?? watchContext(context, pageProblems, pageWarnings));
    await use(context);
  },
});

/** The watch being installed on each context created while a test runs. */
const watching = new WeakMap<BrowserContext, Promise<void>>();

/**
 * The console line a browser writes for a request the server answered with `status` (or, with
 * `status` a string such as 'net::ERR_FAILED', that did not complete), for a URL whose path
 * starts with `path`: for `allowProblems`, when a test provokes that answer on purpose (a wrong
 * password, an unknown code, a stopped provider). The page's own status counts too: a 404 page's
 * document is a request answered 404. `path` is matched literally (its query may follow).
 */
export function failedRequest(status: number | string, path: string): RegExp {
  const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const answer =
    typeof status === 'number' ? `the server responded with a status of ${status} \\([^)]*\\)` : literal(status);
  // A sub-resource's line names it in brackets before the page; the document's is the page itself.
  const where = `(\\[https?://[^/\\]]+${literal(path)}[^\\]]*\\] \\(on [^)]*\\)|\\(on https?://[^/)]+${literal(path)}[^)]*\\))$`;
  return new RegExp(`^console: Failed to load resource: ${answer} ${where}`);
}

/**
 * The lines a remote's page that throws `message` while rendering writes, for `allowProblems`:
 * the error itself, React Router's report of it and the shell's "A page failed" (each matched on
 * its first line).
 */
export function renderError(message: string): RegExp[] {
  const literal = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    new RegExp(`^console: Error: ${literal}\\n`),
    new RegExp(`^console: React Router caught the following error during render Error: ${literal}\\n`),
    new RegExp(`^console: A page failed Error: ${literal}\\n`),
  ];
}

/**
 * The lines a stopped remote's origin makes the browser and the shell write, for `allowProblems`:
 * the refused connection, and the shell's one line for that remote.
 */
export function remoteUnavailable(remote: string): RegExp[] {
  return [
    /^console: Failed to load resource: net::ERR_CONNECTION_REFUSED \[/,
    new RegExp(`^console: The ${remote} remote (could not be loaded|is unavailable)`),
  ];
}

/**
 * Records in `problems` what every page of `context` reports: console errors (a failed request
 * logs one naming its resource), uncaught errors and Content-Security-Policy refusals, and in
 * `warnings` its console warnings. Cheap: two listeners per page and one in-page listener, no polling.
 */
async function watchContext(context: BrowserContext, problems: PageProblem[], warnings: PageProblem[]): Promise<void> {
  // The binding outlives navigations, so a violation during a page change is not lost.
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    problems.push({ kind: 'CSP', url: page.url(), text });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // No source file: code the test itself evaluated in the page (axe adds a <style> of its
      // own while it scans), not the portal's; the portal's scripts and markup have a URL.
      if (!event.sourceFile) return;
      window.__reportCspViolation?.(
        `${event.violatedDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const watch = (page: Page): void => {
    page.on('console', (message) => {
      if (message.type() === 'warning') {
        warnings.push({ kind: 'warning', url: page.url(), text: message.text() });
        return;
      }
      // The browser's own line about a CSP refusal is reported above, with its source.
      if (message.type() !== 'error' || /Content Security Policy/.test(message.text())) return;
      // A failed request's line names its resource. The login challenge is a protocol, not a
      // failure: past an account's free budget /bff/token answers 429 with a proof of work that
      // the browser solves and sends again, and the member only sees the login go through.
      const resource = message.location().url;
      if (/status of 429\b/.test(message.text()) && /\/bff\/token$/.test(resource)) return;
      const from = resource && resource !== page.url() ? ` [${resource}]` : '';
      problems.push({ kind: 'console', url: page.url(), text: message.text() + from });
    });
    page.on('pageerror', (error) => problems.push({ kind: 'page error', url: page.url(), text: error.message }));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const open = new Set<Request>();
  inFlight.set(context, open);
  context.on('request', (request) => open.add(request));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
}

/** The requests each watched context has sent and not yet seen answered or failed. */
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

/**
 * The URLs `context`'s pages and service workers are fetching now (sent, not yet answered or
 * failed), from the context's first request on: for a test that must wait until a page is done
 * fetching before it changes the network under it.
 */
export function requestsInFlight(context: BrowserContext): string[] {
  return [...(inFlight.get(context) ?? [])].map((request) => request.url());
}

export { expect };
