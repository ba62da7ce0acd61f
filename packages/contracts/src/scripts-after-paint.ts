/**
 * Scripts after the first paint (docs/decisions/0047-the-pages-first-script.md). A page the
 * BFF draws is readable before any script runs; its scripts only make it interactive. Asked for in
 * the head, they share the member's line with the page's HTML and stylesheets and hold its first
 * paint back (Lighthouse's mobile run: visitor LCP 3.6 s with them against 1.6 s without, same
 * build). So on such a page the BFF takes the head's deferred scripts and script preloads out and
 * lists them in a JSON block; the page's first script (shell/src/hold-forms.ts, already there to
 * hold what a member does before hydration) asks for them, in the same order, once the page is
 * painted. The service worker puts them back as plain deferred scripts in the page it keeps for
 * offline starts (nothing is drawn there to paint first).
 */

/** The JSON block that lists the held scripts ({@link HeldScripts}). */
export const HELD_SCRIPTS_ID = 'portal-scripts';

/** What a drawn page's head asked for up front, held until after its first paint. */
export interface HeldScripts {
  /** The head's `<script defer src>`, in their order (they run in it). */
  scripts: string[];
  /** The head's `<link rel="preload" as="script">` (the page's remote's code, the federation runtime). */
  preloads: string[];
}

/** What is held: the head's deferred scripts, and its script preloads. */
const HELD_TAGS: Record<keyof HeldScripts, RegExp> = {
  scripts: /<script defer src="([^"]+)"><\/script>/g,
  preloads: /<link rel="preload" as="script" href="([^"]+)">/g,
};

/**
 * `html` without its deferred scripts (`scripts`) or its script preloads (`preloads`), and their
 * addresses in order. Attribute values are URLs as the build and the BFF write them (no `&` or
 * `"` in them): used as they are.
 */
export function takeHeld(html: string, kind: keyof HeldScripts): { html: string; addresses: string[] } {
  const addresses: string[] = [];
  const rest = html.replace(HELD_TAGS[kind], (_tag, address: string) => {
    addresses.push(address);
    return '';
  });
  return { html: rest, addresses };
}

/** A page with held scripts as plain deferred scripts again, in place of the block (their preloads dropped). */
export function releaseHeldScripts(html: string): string {
  const block = new RegExp(`<script id="${HELD_SCRIPTS_ID}" type="application/json">([^<]*)</script>`);
  const found = block.exec(html);
  if (!found) return html;
  let scripts: unknown;
  try {
    scripts = (JSON.parse(found[1] ?? '') as Partial<HeldScripts>).scripts;
  } catch {
    scripts = [];
  }
  // Addresses only, safe in an attribute as they are: the block came from the BFF, but is read as text.
  const list = Array.isArray(scripts)
    ? scripts.filter((src): src is string => typeof src === 'string' && /^[^"<>&\s]+$/.test(src))
    : [];
  return html.replace(block, () => list.map((src) => `<script defer src="${src}"></script>`).join(''));
}
