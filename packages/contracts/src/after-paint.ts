/**
 * The id of the JSON block the BFF writes, in place of the shell's deferred scripts, on a page
 * whose scripts run after its first paint (the signed-out /login): the list of those scripts, in
 * their order, which the page's first script (shell/src/hold-forms.ts) adds once the page is on
 * screen. A JSON block, not preloads: a file the browser fetched before the first paint counts
 * in Lighthouse's LCP (docs/performance.md, "Lighthouse").
 */
export const AFTER_PAINT_SCRIPTS_ID = 'portal-after-paint-scripts';
