/**
 * The comments around what the BFF rendered of a remote's page in its HTML (the root element with
 * the page, React's streamed parts, the page's data), and the attribute on the page's stylesheets
 * it puts in the head. Why: the service worker keeps a member's page to start from offline
 * (shell/src/service-worker/offline-rules.ts), and a start offline draws the page anew from the
 * saved copy: the server's drawing of whichever page was kept would show stale figures a moment
 * and ask for its images and stylesheets, none of them kept. So the worker cuts it out.
 */
export const SERVER_PAGE_MARKERS = {
  start: '<!--server-page-->',
  end: '<!--/server-page-->',
  stylesheetAttribute: 'data-page-style',
} as const;
