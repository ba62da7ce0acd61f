import { HELD_SCRIPTS_ID, type HeldScripts } from '@portal/contracts/scripts-after-paint';

/** The block's lists, or none: it is the BFF's own, written beside this script. */
const listIn = (value: unknown): string[] => (Array.isArray(value) ? value : []);

/**
 * Asks for a drawn page's scripts once the page has been painted (`@portal/contracts/scripts-after-paint`):
 * the script preloads first, then the scripts in their order (`async = false`: they run in it, as
 * the head's deferred scripts did). Nothing happens on a page without the block: one the browser
 * draws, whose scripts are in its head.
 *
 * Why after DOMContentLoaded and a frame: this script is async and may run while the page is still
 * being parsed; the page is whole once parsed, an animation frame's callback runs just before the
 * paint that shows it, and a task queued from there runs after that paint. A hidden page paints
 * nothing: its scripts start at once.
 */
export function loadScriptsAfterPaint(doc: Document): void {
  const block = doc.getElementById(HELD_SCRIPTS_ID);
  if (!block) return;
  let held: Partial<HeldScripts>;
  try {
    held = JSON.parse(block.textContent ?? '') as Partial<HeldScripts>;
  } catch {
    return;
  }
  const start = (): void => {
    for (const href of listIn(held.preloads)) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      doc.head.append(link);
    }
    for (const src of listIn(held.scripts)) {
      const script = doc.createElement('script');
      script.src = src;
      script.async = false;
      doc.head.append(script);
    }
  };
  const afterPaint = (): void => {
    if (doc.visibilityState === 'hidden') start();
    else requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
}
