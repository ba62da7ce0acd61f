/**
 * A value made on its first use, then kept: `lazily(() => new Intl.NumberFormat('en-JM'))()`.
 *
 * Why, for the formatters: the first Intl formatter of a kind a page makes loads that locale's data,
 * and that is the dearest thing a page's scripts do at start — 35–64 ms for the first
 * `Intl.NumberFormat('en-JM')` and 6–129 ms for the first `Intl.DateTimeFormat` with a time zone, in
 * Chromium on the 2-core dev machine, four times that at Lighthouse's phone speed. Made when the
 * module was evaluated, /login paid for formatters it never uses, inside the task that runs the
 * shell's entry (docs/performance.md, "Lighthouse"); made on first use, a page pays only for the
 * kinds it shows.
 */
export function lazily<T extends object>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
