import { AFTER_PAINT_SCRIPTS_ID, type AfterPaintFiles } from '@portal/contracts/after-paint';

/** A deferred script of the shell's, as its build writes it into index.html. */
const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
/** A script preload of the page's hints (shell-assets.ts: the remote's code, the federation runtime). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]+)">/g;

/**
 * The head of a page the server draws (the signed-out /login, a remote's page) with the shell's
 * deferred scripts and the head's script preloads taken out and listed in a JSON block
 * ({@link AfterPaintFiles}) where the first deferred script stood; the page's first script (async,
 * kept) asks for them once the page is on screen (shell/src/features/server-page/scripts-after-paint.ts).
 * Addresses are as the build and the BFF write them (`&` written `&amp;` in a preload's, undone).
 *
 * Why: a deferred script runs before the first frame on a fast line, and the frame waits for it;
 * and a file fetched before the paint counts in Lighthouse's LCP even when it runs later. /login's
 * first paint was inside the task running the shell's entry (LCP 2.2 s; 1.0–1.1 s with its scripts
 * after the paint), a member's dashboard's inside lib-react's, with the remote's preloads counted.
 * A drawn page needs none of them to be read and used: its links work, its forms are held
 * (form-hold.ts), a press is made again (press-hold.ts).
 */
export function scriptsAfterPaint(head: string): string {
  const scripts = [...head.matchAll(DEFERRED_SCRIPT)].map((match) => match[1] ?? '');
  if (scripts.length === 0) return head;
  const preloads = [...head.matchAll(SCRIPT_PRELOAD)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
  const files: AfterPaintFiles = { scripts, preloads };
  let first = true;
  return head.replace(SCRIPT_PRELOAD, '').replace(DEFERRED_SCRIPT, () => {
    if (!first) return '';
    first = false;
    // Addresses only (no `<`), but escaped as every JSON block is: nothing in it can close it.
    return `<script id="${AFTER_PAINT_SCRIPTS_ID}" type="application/json">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>`;
  });
}
