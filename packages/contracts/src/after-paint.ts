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
 * `html` with its after-paint block back as plain deferred scripts (their preloads dropped): for a
 * page nothing is drawn in, whose first paint would say nothing (the service worker's offline
 * start, shell/src/service-worker/offline-rules.ts). A page without the block is returned as it is.
 */
export function scriptsDeferredAgain(html: string): string {
  const found = BLOCK.exec(html);
  if (!found) return html;
  let scripts: unknown;
  try {
    scripts = (JSON.parse(found[1] ?? '') as Partial<AfterPaintFiles>).scripts;
  } catch {
    scripts = [];
  }
  // The block came from the BFF, but is read as text: addresses only.
  const list = Array.isArray(scripts) ? scripts.filter(isAddress) : [];
  return html.replace(BLOCK, () => list.map((src) => `<script defer src="${src}"></script>`).join(''));
}
