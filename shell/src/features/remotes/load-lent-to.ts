import { lentTo } from './lent-on-demand.ts';

/**
 * Loads every module the shell lends on demand that the remote whose manifest is at `manifestUrl`
 * borrows (the `shared` its manifest declares), so their chunks are among the files this page has
 * loaded. Why: the offline copy keeps the shell files the page loaded, and a page started offline
 * must not need one more — a voucher's page borrows the wallet calls, which the page loads only
 * when the member first opens a voucher. Read from the manifest, not listed by hand, so a module
 * the remote starts to borrow is kept too. Rejects when the manifest cannot be read.
 */
export async function loadLentTo(manifestUrl: string): Promise<void> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  await Promise.all(lentTo(await response.json()).map((lend) => lend()));
}
