import { AFTER_PAINT_SCRIPTS_ID } from '@portal/contracts/after-paint';

/**
 * Runs the shell's scripts on a page the server drew whole (the signed-out /login) once it is on
 * screen: the files the BFF listed in the page's JSON block (AFTER_PAINT_SCRIPTS_ID) become scripts,
 * in their order, after the first paint and once the page is parsed, and are asked for only then.
 * The page is usable before React is there (its form posts to /bff/login; a press is held:
 * form-hold.ts, press-hold.ts), so nothing waits on the scripts but what they add.
 *
 * Why: deferred scripts run before the first frame on a fast line, and the frame waits for them;
 * and a file fetched before the paint counts in Lighthouse's LCP even if it runs after
 * (docs/performance.md, "Lighthouse"; docs/decisions/0047-the-pages-first-script.md).
 *
 * A page opened in a background tab is not painted until shown: its scripts run once it is parsed
 * (a page hidden after it began waits for the paint that showing it makes). A browser that reports
 * no paint (no Paint Timing) runs them after the next frame.
 */
export function runScriptsAfterPaint(doc: Document, win: Window & typeof globalThis): void {
  let painted = false;
  let started = false;
  const start = (): void => {
    if (started || doc.readyState === 'loading' || !(painted || doc.visibilityState === 'hidden')) return;
    started = true;
    // Written by the BFF (a list of the shell's files): read as it is.
    for (const file of JSON.parse(doc.getElementById(AFTER_PAINT_SCRIPTS_ID)?.textContent || '[]') as string[]) {
      const script = doc.createElement('script');
      script.src = file;
      // Inserted scripts run as they arrive unless told otherwise: these keep their order, as
      // deferred ones would.
      script.async = false;
      doc.head.append(script);
    }
  };
  const paintedNow = (): void => {
    painted = true;
    start();
  };
  if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new win.PerformanceObserver(paintedNow).observe({ type: 'paint', buffered: true });
  } else {
    win.requestAnimationFrame(() => win.setTimeout(paintedNow, 0));
  }
  doc.addEventListener('DOMContentLoaded', start);
  start();
}
