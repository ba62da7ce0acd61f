import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INLINE_STYLESHEET_MAX_BYTES, type InlineStylesheet, inlineStylesheet } from './inline-stylesheet.ts';

/** The remotes' stylesheets kept for pages, at most: 128 × 32 kB (INLINE_STYLESHEET_MAX_BYTES) is 4 MB. */
const MAX_SHEETS = 128;
/** How long a read of a remote's stylesheet may take. */
const READ_TIMEOUT_MS = 3_000;
/** How long after a failed read the next page tries again (until then its pages link the sheet). */
const RETRY_AFTER_MS = 30_000;

/** A remote's page stylesheets as text, for the page's `<style>` (inline-stylesheet.ts). */
export interface StylesheetReader {
  /**
   * The sheet at `href` once it has been read; undefined until then — the read starts, and this
   * page links the sheet as before — or when it cannot go into a page.
   */
  get(href: string): InlineStylesheet | undefined;
}

/**
 * Reads the stylesheets of the remotes' pages from their origins, once each, for the pages after.
 * A page never waits for a read: the first page of a new version (per BFF instance) links its
 * sheets. The sheets of a build are named by their content (and a version's folder is never
 * changed: docs/deploy.md), so a sheet read once is that URL's for good; kept are the last
 * MAX_SHEETS used.
 */
export function createStylesheetReader(
  options: { fetchImpl?: typeof fetch; now?: () => number; maxSheets?: number } = {},
): StylesheetReader {
  const { fetchImpl = fetch, now = Date.now, maxSheets = MAX_SHEETS } = options;
  /** Read sheets (null: read, but not fit for a page), the most recently used last. */
  const sheets = new Map<string, InlineStylesheet | null>();
  const reading = new Set<string>();
  const failedAt = new Map<string, number>();

  const keep = (href: string, sheet: InlineStylesheet | null) => {
    sheets.delete(href);
    sheets.set(href, sheet);
    for (const oldest of sheets.keys()) {
      if (sheets.size <= maxSheets) break;
      sheets.delete(oldest);
    }
  };

  const read = (href: string) => {
    reading.add(href);
    fetchImpl(href, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        // Too large for a page: not read at all (inlineStylesheet refuses it anyway).
        if (Number(response.headers.get('content-length')) > INLINE_STYLESHEET_MAX_BYTES) {
          await response.body?.cancel();
          keep(href, null);
          return;
        }
        keep(href, inlineStylesheet(href, await response.text()) ?? null);
        failedAt.delete(href);
      })
      .catch(() => failedAt.set(href, now()))
      .finally(() => reading.delete(href));
  };

  return {
    get(href) {
      const sheet = sheets.get(href);
      if (sheet !== undefined) {
        keep(href, sheet);
        return sheet ?? undefined;
      }
      const failed = failedAt.get(href);
      if (!reading.has(href) && (failed === undefined || now() - failed >= RETRY_AFTER_MS)) read(href);
      return undefined;
    },
  };
}

/** A stylesheet of the shell's own build, as the page links it. */
const OWN_STYLE = /^\/static\/css\/(?:[\w-]+\/)*[\w.-]+\.css$/;

/**
 * The shell's own stylesheet at `href` (`/static/css/…`), read from its build in `staticDir`, or
 * undefined when it is not one, cannot be read, or cannot go into a page.
 */
export function readShellStylesheet(staticDir: string, href: string): InlineStylesheet | undefined {
  if (!OWN_STYLE.test(href) || href.includes('..')) return undefined;
  try {
    return inlineStylesheet(href, readFileSync(path.join(staticDir, href), 'utf8'));
  } catch {
    return undefined;
  }
}
