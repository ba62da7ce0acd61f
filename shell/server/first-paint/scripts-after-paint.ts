import { AFTER_PAINT_SCRIPTS_ID } from '@portal/contracts/after-paint';

/** A deferred script of the shell's, as its build writes it into index.html. */
const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The head of a page the server drew whole (the signed-out /login) with the shell's deferred
 * scripts replaced by a JSON list of them, where the first of them stood; the page's first
 * script (async, kept) adds them once the page is on screen
 * (shell/src/features/server-page/scripts-after-paint.ts).
 *
 * Why: a deferred script runs before the first frame on a fast line, and the frame waits for it:
 * /login's first paint was inside the task running the shell's entry, so Lighthouse counted every
 * script in its LCP (2.2 s); asked for after the paint, they count in neither (1.0–1.1 s). The page
 * needs none of them to be read and used: its form posts to /bff/login without them.
 */
export function scriptsAfterPaint(head: string): string {
  const scripts = [...head.matchAll(DEFERRED_SCRIPT)].map((match) => match[1] ?? '');
  if (scripts.length === 0) return head;
  let first = true;
  return head.replace(DEFERRED_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script id="${AFTER_PAINT_SCRIPTS_ID}" type="application/json">${JSON.stringify(scripts)}</script>`;
  });
}
