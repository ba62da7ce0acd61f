import { styleElement } from './inline-stylesheet.ts';
import { readShellStylesheet } from './stylesheet-reader.ts';

/** The stylesheet links the shell's build writes into index.html (Rsbuild: href, then rel). */
const STYLESHEET_LINK = /<link href="(\/static\/css\/[^"]+\.css)" rel="stylesheet">/g;

/**
 * index.html with each of the shell's stylesheets in it as `<style>`, read from its build in
 * `staticDir`, and the CSP sources that allow them. Why: a linked stylesheet blocks the first
 * paint for one more round trip after the HTML (Lighthouse put 170–306 ms of /login's first paint
 * on it, docs/performance.md); 4 kB of gzip in the HTML cost less on a phone's line than that round
 * trip. A sheet that cannot be read or go into a page stays a link.
 */
export function inlineShellStylesheets(template: string, staticDir: string): { template: string; hashes: string[] } {
  const hashes: string[] = [];
  const inlined = template.replace(STYLESHEET_LINK, (link, href: string) => {
    const sheet = readShellStylesheet(staticDir, href);
    if (!sheet) return link;
    hashes.push(sheet.hash);
    return styleElement(sheet);
  });
  return { template: inlined, hashes };
}
