import { isRouteErrorResponse } from '@portal/router/react-router';
import { RELOAD_MIN_INTERVAL_MS } from '../../timings.ts';

/** Requirements §2.8: a 404 shows 'Page not found'; anything else the generic error. */
export function errorKindOf(error: unknown): 'not-found' | 'generic' {
  return isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'generic';
}

/** A chunk (a lazily loaded piece of code) that failed to download. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/**
 * Reloads the page unless a reload for the same reason happened less than `minIntervalMs` ago
 * (remembered for the tab in session storage), so a broken deploy cannot loop. Returns true when
 * a reload was started.
 */
export function reloadAtMostEvery(reason: string, minIntervalMs: number, now: number = Date.now()): boolean {
  const key = `island-rewards.reload.${reason}`;
  try {
    if (now - Number(sessionStorage.getItem(key) ?? 0) < minIntervalMs) return false;
    sessionStorage.setItem(key, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Requirements §20.3: a chunk-load failure reloads the page, at most once a minute. */
export const reloadForChunkError = (): boolean => reloadAtMostEvery('chunk-load', RELOAD_MIN_INTERVAL_MS);
