// A page of the route-table fixture (.ts, so Node could run it): routeModules must never evaluate it.
(globalThis as { pageEvaluated?: string }).pageEvaluated = import.meta.url;

/** Stands for a page component. */
export function ThingPage(): null {
  return null;
}
