import { atom } from 'jotai';
import { OFFLINE_START_MARKER, type OfflineCopySummary } from './offline-copy.ts';

/**
 * True when the service worker served this page from the member's saved copy because the network
 * failed or timed out: the shell then asks nothing of the network at start and shows only what
 * works offline (docs/offline.md).
 */
export const startedOffline = (): boolean =>
  typeof document !== 'undefined' && document.querySelector(`meta[name="${OFFLINE_START_MARKER}"]`) !== null;

/** The saved copy this page started from (offline mode), or null online. */
export const offlineCopyAtom = atom<OfflineCopySummary | null>(null);

/**
 * The offline page area's chunk. One place imports it, so the layout (a page started offline) and
 * the copy's keeper (which loads it online, to have it kept) fetch the same file.
 */
export const loadOfflinePage = () => import('./offline-page.tsx');
