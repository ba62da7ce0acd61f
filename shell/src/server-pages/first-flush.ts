/** When a page's first HTML goes, told by React's `onShellReady` and `onAllReady`. */
export interface FirstFlush {
  /** The layout and every boundary ready so far can be sent (React's `onShellReady`). */
  shellReady(): void;
  /** Every boundary is ready (React's `onAllReady`). */
  allReady(): void;
  /** The render failed (React's `onShellError`): nothing is sent. */
  cancel(): void;
}

/**
 * Sends a streamed page's first HTML once: whole, when every boundary is ready within `waitMs`
 * of this call (what is left of the wait counted from the request); else the shell (the layout,
 * each late boundary's fallback) when `waitMs` is over, or as soon as it is ready after that, and
 * the late boundaries stream after it. `waitMs` undefined: the shell goes as soon as it is ready.
 *
 * Why wait at all: a boundary streamed after the shell is put in place by React's inline script,
 * which reveals it no sooner than 300 ms after the shell's first frame (React 19's reveal
 * throttle, so a fallback never flashes). A member's /rewards, whole in 28 ms p50 at the BFF, had
 * its results — and its first pictures, its LCP — drawn 300 ms after its skeleton, after the
 * page's scripts had been asked for (docs/performance.md). Waiting `waitMs` (50 ms from the
 * request, the chrome's own target) sends such a page whole; a slow provider's boundaries still
 * stream, behind a chrome that is never later than that. `waitMs` infinite: the page goes whole
 * only (a visitor's page, rendered with no script).
 */
export function firstFlush(waitMs: number | undefined, send: () => void): FirstFlush {
  let sent = false;
  let shell = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = (): void => {
    if (sent) return;
    sent = true;
    clearTimeout(timer);
    send();
  };
  const started = Date.now();
  return {
    shellReady() {
      if (shell || sent) return;
      shell = true;
      const left = waitMs === undefined ? 0 : waitMs - (Date.now() - started);
      if (left <= 0) go();
      else if (Number.isFinite(left)) timer = setTimeout(go, left);
    },
    allReady: go,
    cancel() {
      sent = true;
      clearTimeout(timer);
    },
  };
}
