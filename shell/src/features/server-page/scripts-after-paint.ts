import { AFTER_PAINT_SCRIPTS_ID, readAfterPaintFiles } from '@portal/contracts/after-paint';
import { nextTask } from '../../next-task.ts';

/**
 * How long after the page is parsed its scripts wait for a paint entry at most. Why: a page that
 * paints nothing a browser reports (nothing but its background) would otherwise never get its
 * scripts. A page the BFF draws paints its chrome well before: this is a net, not a schedule.
 */
const NO_PAINT_WAIT_MS = 2_000;

/**
 * How long after the first paint the scripts wait at most for the page's first pictures (its
 * `fetchpriority="high"` images: the catalogue's first row, a reward's picture) to be drawn. Why a
 * bound: a picture on a slow line must not keep the page from becoming React's for long; the page
 * is usable meanwhile (its links, its held forms and presses).
 */
const FIRST_PICTURES_WAIT_MS = 1_000;

/**
 * Runs the shell's scripts on a page the server drew (the signed-out /login, a remote's page) once
 * it is on screen: the files the BFF listed in the page's JSON block (AFTER_PAINT_SCRIPTS_ID) are
 * asked for after the first paint, once the page is parsed and its first pictures are drawn — its
 * script preloads (the page's remote's code, the federation runtime) as preloads again, then its
 * scripts, in their order. The page is usable before React is there (its links work; a form's send
 * is held: form-hold.ts; a press is made again: press-hold.ts), so nothing waits on the scripts but
 * what they add.
 *
 * Why: deferred scripts run before the first frame on a fast line, and the frame waits for them;
 * and a file fetched before the paint counts in Lighthouse's LCP even if it runs after
 * (docs/performance.md, "Lighthouse"; docs/decisions/0047-the-pages-first-script.md). The same
 * for the first pictures: the text is often painted first, and a picture drawn a frame after the
 * scripts were asked for (an SVG is parsed on the main thread, `decoding="async"` paints it in a
 * later frame) had the page's LCP counted after all its scripts (/rewards, 28 Nov: 2.35 s against
 * 1.08 s for a run whose picture came with the first paint).
 *
 * A page opened in a background tab is not painted until shown: its scripts run once it is parsed
 * (a page hidden after it began waits for the paint that showing it makes). A browser that reports
 * no paint (no Paint Timing) runs them after the next frame; a page that reports none at all,
 * NO_PAINT_WAIT_MS after it is parsed.
 */
export function runScriptsAfterPaint(doc: Document, win: Window & typeof globalThis): void {
  let painted = false;
  let started = false;
  const begin = async (): Promise<void> => {
    // Written by the BFF (shell/server/first-paint/scripts-after-paint.ts).
    const { scripts, preloads } = readAfterPaintFiles(doc.getElementById(AFTER_PAINT_SCRIPTS_ID)?.textContent || '{}');
    for (const file of preloads) {
      const link = doc.createElement('link');
      link.rel = 'preload';
      // Classic scripts, as the federation runtime asks for them: no crossorigin (shell-assets.ts).
      link.as = 'script';
      link.href = file;
      doc.head.append(link);
    }
    // Each script in a task of its own: adding one whose file is already here (an Early Hint's
    // preload) can take the browser 10–15 ms at phone speed, and eleven elements in one task made
    // it a long one (docs/performance.md, "Lighthouse").
    for (const file of scripts) {
      await nextTask();
      const script = doc.createElement('script');
      script.src = file;
      // Inserted scripts run as they arrive unless told otherwise: these keep their order, as
      // deferred ones would.
      script.async = false;
      doc.head.append(script);
    }
  };
  const start = (): void => {
    if (started || doc.readyState === 'loading' || !(painted || doc.visibilityState === 'hidden')) return;
    started = true;
    const pictures = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    // A hidden page draws nothing: nothing to wait for.
    if (pictures.length === 0 || doc.visibilityState === 'hidden') {
      void begin();
      return;
    }
    let begun = false;
    const once = (): void => {
      if (begun) return;
      begun = true;
      void begin();
    };
    win.setTimeout(once, FIRST_PICTURES_WAIT_MS);
    // Decoded (a picture that fails counts as done), then drawn in the next frame.
    void Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))).then(() =>
      win.requestAnimationFrame(() => win.setTimeout(once, 0)),
    );
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
  const parsed = (): void => {
    win.setTimeout(paintedNow, NO_PAINT_WAIT_MS);
    start();
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', parsed);
  else parsed();
}
