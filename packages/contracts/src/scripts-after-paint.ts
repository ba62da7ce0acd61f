/**
 * Scripts after the first paint (docs/performance.md, "Scripts after the first paint"). A page the
 * BFF rendered is readable before any script runs; its scripts are needed only to make it
 * interactive. Asked for in the head, they share the member's slow line with the page's HTML and
 * stylesheets, and hold back its first paint (Lighthouse's mobile run: LCP 3.6 s with them in the
 * head against 1.6 s without, on the same build). So on such a page the BFF lists them in a JSON
 * block, and a small script of the shell's (`/after-paint.js`, shell/public) asks for them, in
 * the same order, once the page has been painted. The service worker puts them back as plain
 * deferred scripts in the page it keeps for offline starts (nothing to paint first there).
 */

/** The JSON block that lists the held scripts: `{ scripts: [...], preloads: [...] }`. */
export const HELD_SCRIPTS_ID = 'portal-scripts';
/** The shell's loader that asks for them after the first paint. */
export const AFTER_PAINT_LOADER = '/after-paint.js';

/** What a page's head asked for up front that is held until after the first paint. */
interface HeldScripts {
  /** The head's `<script defer src>`, in their order (they run in it). */
  scripts: string[];
  /** The head's `<link rel="preload" as="script">` (the page's remote's code): fetched beside them. */
  preloads: string[];
}

const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]+)">/g;
/** `<` as its JSON escape: no value can close the block. */
const jsonBlock = (held: HeldScripts) =>
  `<script id="${HELD_SCRIPTS_ID}" type="application/json">${JSON.stringify(held).replace(/</g, '\\u003c')}</script>`;

/**
 * The head with its deferred scripts and script preloads taken out, listed in the JSON block and
 * followed by the loader, where the first script was (unchanged if it has none). Attribute values
 * are HTML-escaped URLs as the build and the BFF write them (no `&` in them), so they are used as they are.
 */
export function holdScriptsUntilPainted(head: string): string {
  const held: HeldScripts = { scripts: [], preloads: [] };
  const PLACE = '\u0000held-scripts\u0000';
  const without = head
    .replace(SCRIPT_PRELOAD, (_tag, href: string) => {
      held.preloads.push(href);
      return '';
    })
    .replace(DEFERRED_SCRIPT, (_tag, src: string) => {
      held.scripts.push(src);
      return held.scripts.length === 1 ? PLACE : '';
    });
  if (held.scripts.length === 0) return head;
  return without.replace(PLACE, () => `${jsonBlock(held)}<script defer src="${AFTER_PAINT_LOADER}"></script>`);
}

/** The page with held scripts as plain deferred scripts again (its preloads dropped), and no loader. */
export function releaseHeldScripts(html: string): string {
  const block = new RegExp(`<script id="${HELD_SCRIPTS_ID}" type="application/json">([^<]*)</script>`);
  const found = block.exec(html);
  if (!found) return html;
  const { scripts } = JSON.parse(found[1] ?? '{}') as HeldScripts;
  return html
    .replace(`<script defer src="${AFTER_PAINT_LOADER}"></script>`, '')
    .replace(block, () => scripts.map((src) => `<script defer src="${src}"></script>`).join(''));
}
