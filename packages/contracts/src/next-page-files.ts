/**
 * The id of the `<script type="application/json">` in which the BFF lists, on the signed-out
 * /login, the files of the page a sign-in leads to: the shell's federation runtime and the owning
 * remote's entry, routes and page chunks (a JSON array of URLs). The page's idle prefetch
 * (requirements §21.3) puts them into the browser's HTTP cache without running them; they run
 * once the member sends the form, while the sign-in is on its way
 * (shell/src/features/remotes/prefetch-remotes.ts). Why not run at idle, as on the other pages:
 * on /login that was the largest task after the page's own (80–170 ms on a mid-range phone), in
 * the middle of the member typing (docs/performance.md).
 */
export const NEXT_PAGE_FILES_ID = 'portal-next-files';
