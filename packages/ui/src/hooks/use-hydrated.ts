import { useSyncExternalStore } from 'react';

const neverChanges = (): (() => void) => () => undefined;

/**
 * False on the server and while the browser hydrates a page the server rendered; true from the
 * render after, and at once in a page the browser draws itself. What only this browser knows (a
 * banner closed in this tab) is drawn once it is true, so the server's HTML and the hydration
 * render agree (docs/decisions/0046-server-rendered-remote-pages.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
