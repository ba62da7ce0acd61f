/**
 * The shell's timings, in one place a newcomer finds. Remotes and packages keep their
 * own beside the code that uses them (the carousel's interval, the contact form's notice).
 */

/** How long the page waits to be idle before prefetching the next likely remote. */
export const IDLE_TIMEOUT_MS = 2_000;

/** The least time between two automatic reloads for the same reason (a lost chunk, a refused token). */
export const RELOAD_MIN_INTERVAL_MS = 60_000;

/** A navigation quicker than this shows no progress bar (quick ones stay calm). */
export const PROGRESS_BAR_THROTTLE_MS = 200;

/** How long the progress bar takes to creep toward its end while a page loads. */
export const PROGRESS_BAR_DURATION_MS = 5_000;
