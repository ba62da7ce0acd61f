import { request } from 'node:http';
import { percentile } from './percentile.ts';
import { timedGet } from './timed-get.ts';

/** A member's page asked for by several members at once: how many the BFF drew, and why not the rest. */
export interface ConcurrentRenderFigures {
  page: string;
  /** Members asking at the same time, each from a loopback address of its own, each page after the last. */
  members: number;
  pages: number;
  /** Pages the server drew (`data-server-page="remote"`); the others were left to the browser. */
  rendered: number;
  /** Why the others were left to the browser, from the BFF's metrics (`portal_bff_server_render_fallbacks_total`). */
  fallbacks: Record<string, number>;
  firstByteP95Ms: number;
  wholeP50Ms: number;
  wholeP95Ms: number;
  /** Pages answered per second by the whole BFF at this concurrency. */
  pagesPerSecond: number;
}

/** Loopback addresses the simulated members send from: 127.0.0.2, 127.0.0.3, … */
const memberAddress = (index: number) => `127.0.0.${2 + index}`;

/** The session cookies of a sign-in through the BFF's own login form, sent from `localAddress`. */
function signInFrom(origin: string, form: Record<string, string>, localAddress: string): Promise<string> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const sent = request(
      `${origin}/bff/login`,
      {
        method: 'POST',
        localAddress,
        family: 4,
        headers: {
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        const cookie = (response.headers['set-cookie'] ?? []).map((value) => value.split(';')[0]).join('; ');
        if (response.statusCode !== 303 || !cookie)
          reject(new Error(`sign-in from ${localAddress}: ${response.statusCode}`));
        else resolve(cookie);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The BFF's fallback counts by reason, summed over pages and versions, from its Prometheus text. */
async function fallbacksByReason(metricsUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const counts = new Map<string, number>();
  for (const row of text.split('\n')) {
    if (!row.startsWith('portal_bff_server_render_fallbacks_total{')) continue;
    const reason = /reason="([^"]+)"/.exec(row)?.[1] ?? 'unknown';
    counts.set(reason, (counts.get(reason) ?? 0) + Number(row.slice(row.lastIndexOf(' ') + 1)));
  }
  return counts;
}

/**
 * A signed-in member's `path` asked for by 1, 2, 4 … members at once (`levels`), `pagesPerLevel`
 * pages at each level: each simulated member signs in once from its own loopback address and asks
 * for the page again as soon as the last one ended. What an operator sizes SERVER_RENDER_WORKERS
 * and SERVER_RENDER_BUDGET_MS by: past the workers, pages wait for one within the budget, and
 * those that cannot are drawn by the browser (counted `slow`).
 */
export async function concurrentRenders(options: {
  origin: string;
  path: string;
  /** The sign-in form's fields (member number, password, where to go). */
  signIn: Record<string, string>;
  /** The BFF's private metrics listener, `http://127.0.0.1:<METRICS_PORT>/metrics`. */
  metricsUrl: string;
  levels: readonly number[];
  pagesPerLevel?: number;
}): Promise<ConcurrentRenderFigures[]> {
  const { origin, path, metricsUrl, levels, pagesPerLevel = 40 } = options;
  const most = Math.max(...levels);
  const cookies: string[] = [];
  for (let index = 0; index < most; index++)
    cookies.push(await signInFrom(origin, options.signIn, memberAddress(index)));
  const headersOf = (index: number) => ({
    cookie: cookies[index] ?? '',
    accept: 'text/html',
    'accept-encoding': 'identity',
  });
  // Each member's first page loads the remote's server build into the worker it lands on.
  await Promise.all(cookies.map((_, index) => timedGet(`${origin}${path}`, headersOf(index), memberAddress(index))));
  const figures: ConcurrentRenderFigures[] = [];
  for (const members of levels) {
    const before = await fallbacksByReason(metricsUrl);
    const firstBytes: number[] = [];
    const wholes: number[] = [];
    let rendered = 0;
    let asked = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: members }, async (_, index) => {
        while (asked < pagesPerLevel) {
          asked++;
          const page = await timedGet(`${origin}${path}`, headersOf(index), memberAddress(index));
          if (page.status !== 200) throw new Error(`${path} answered ${page.status} to member ${index + 1}`);
          firstBytes.push(page.firstByte);
          wholes.push(page.whole);
          if (page.body.includes('data-server-page="remote"')) rendered++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = await fallbacksByReason(metricsUrl);
    const fallbacks: Record<string, number> = {};
    for (const [reason, count] of after) {
      const grown = count - (before.get(reason) ?? 0);
      if (grown > 0) fallbacks[reason] = grown;
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    figures.push({
      page: path,
      members,
      pages: wholes.length,
      rendered,
      fallbacks,
      firstByteP95Ms: Math.round(percentile(sorted(firstBytes), 95)),
      wholeP50Ms: Math.round(percentile(sorted(wholes), 50)),
      wholeP95Ms: Math.round(percentile(sorted(wholes), 95)),
      pagesPerSecond: Math.round((wholes.length / seconds) * 10) / 10,
    });
  }
  return figures;
}
