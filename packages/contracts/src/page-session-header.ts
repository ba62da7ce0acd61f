/**
 * The response header the BFF puts on every page it sends: `member` when the browser that asked
 * is signed in, `none` otherwise (what the page's inlined session says, never more). The shell's
 * service worker reads it on every page it sees from the network and deletes the member's offline
 * copy at once on `none`, whether or not the page's code runs (docs/offline.md).
 */
export const PAGE_SESSION_HEADER = 'x-portal-session';
