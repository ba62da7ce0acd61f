/**
 * The id of the `<script type="application/json">` in which the BFF hands the browser the data of
 * a remote's page it rendered (shell/src/features/server-page/page-data.ts): written by the BFF at
 * the end of the streamed page, read by the shell's bootstrap before it hydrates.
 */
export const PAGE_DATA_ID = 'portal-page-data';
