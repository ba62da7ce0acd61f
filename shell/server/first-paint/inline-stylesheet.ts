import { createHash } from 'node:crypto';
import { escapeAttribute } from '../http/escape-attribute.ts';

/** A stylesheet's text as it goes into a page, the URL it stands for, and the CSP source that allows it. */
export interface InlineStylesheet {
  href: string;
  css: string;
  /** `'sha256-…'` of `css`, for the page's `style-src`. */
  hash: string;
}

/** Larger sheets stay links: a page carries its first paint's styles, not a library's. */
export const INLINE_STYLESHEET_MAX_BYTES = 32_000;

/**
 * `css`, fetched from `href`, made fit to go into a page as `<style>`, or undefined when it cannot
 * go there unchanged in meaning:
 * - `url(…)` and `@import` resolve against the stylesheet's URL, and would against the page's;
 * - `</style` would end the element early (and anything after it would be the page's HTML);
 * - the HTML parser turns CR LF and CR into LF before the browser hashes the element's text, so
 *   the text is made so here, or its hash would not match the CSP's.
 */
export function inlineStylesheet(href: string, css: string): InlineStylesheet | undefined {
  const text = css.replace(/\r\n?/g, '\n');
  if (Buffer.byteLength(text) > INLINE_STYLESHEET_MAX_BYTES) return undefined;
  if (/url\(|@import|<\/style|\0/i.test(text)) return undefined;
  return { href, css: text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}

/**
 * The `<style>` element for a sheet. `data-href` is the URL the stylesheet would have been loaded
 * from: the bundler's chunk loader (the shell's, and every remote's) looks for a `<style>` with it
 * before it inserts a `<link>` for a chunk's CSS, so the page's scripts do not fetch it again.
 */
export const styleElement = (sheet: InlineStylesheet, attributes = ''): string =>
  `<style data-href="${escapeAttribute(sheet.href)}"${attributes ? ` ${attributes}` : ''}>${sheet.css}</style>`;
