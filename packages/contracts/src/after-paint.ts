/**
 * The id of the JSON block the BFF writes on a page it draws (the signed-out /login, a remote's
 * page), in place of the shell's deferred scripts and the head's script preloads: an
 * {@link AfterPaintFiles}, which the page's first script (shell/src/hold-forms.ts) asks for once
 * the page is on screen. A JSON block, not preloads: a file the browser fetched before the first
 * paint counts in Lighthouse's LCP (docs/performance.md, "Lighthouse";
 * docs/decisions/0047-the-pages-first-script.md).
 */
export const AFTER_PAINT_SCRIPTS_ID = 'portal-after-paint-scripts';

/** What a drawn page's head would have asked for at once, asked for after its first paint instead. */
export interface AfterPaintFiles {
  /** The shell's `<script defer src>`, in their order: added as scripts that keep it. */
  scripts: string[];
  /** The head's `<link rel="preload" as="script">` (the page's remote's code, the federation runtime). */
  preloads: string[];
}

const BLOCK = new RegExp(`<script id="${AFTER_PAINT_SCRIPTS_ID}" type="application/json">([^<]*)</script>`);

/** An address as the build and the BFF write them, safe in an attribute as it is. */
const isAddress = (value: unknown): value is string => typeof value === 'string' && /^[^"<>&\s]+$/.test(value);

/**
 * The block's lists, read from its text: strings only (the block came from the BFF, but is read as
 * text), and empty lists for a block that cannot be read. Used by the page's first script and by
 * {@link scriptsDeferredAgain}.
 */
export function readAfterPaintFiles(json: string): AfterPaintFiles {
  let files: Partial<AfterPaintFiles> = {};
  try {
    files = JSON.parse(json) as Partial<AfterPaintFiles>;
  } catch {
    // Nothing listed: the page stays as the server drew it, usable without scripts.
  }
  const strings = (list: unknown): string[] =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  return { scripts: strings(files?.scripts), preloads: strings(files?.preloads) };
}

/**
 * `html` with its after-paint block back as plain deferred scripts (their preloads dropped): for a
 * page nothing is drawn in, whose first paint would say nothing (the service worker's offline
 * start, shell/src/service-worker/offline-rules.ts). A page without the block is returned as it is.
 */
export function scriptsDeferredAgain(html: string): string {
  const found = BLOCK.exec(html);
  if (!found) return html;
  // Written into an attribute: addresses only.
  const scripts = readAfterPaintFiles(found[1] ?? '').scripts.filter(isAddress);
  return html.replace(BLOCK, () => scripts.map((src) => `<script defer src="${src}"></script>`).join(''));
}
