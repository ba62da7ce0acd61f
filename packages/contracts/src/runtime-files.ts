import * as v from 'valibot';

/** The id of the `<script type="application/json">` that lists the shell's federation runtime scripts. */
export const RUNTIME_FILES_ID = 'portal-runtime-files';

/**
 * The scripts of the shell's federation runtime chunk group (root-relative paths under /static/js/,
 * as its build lists them in `shell-preloads.json`), which the BFF puts into a page no remote owns
 * (/login, the shell's own pages). The runtime has not started there, and the idle prefetch
 * downloads these without running them (docs/decisions/0011-manifests-in-the-page-and-idle-prefetch.md).
 * A remote's page preloads them instead: it starts the runtime at once.
 */
export const RuntimeFilesSchema = v.array(v.pipe(v.string(), v.regex(/^\/static\/js\/[\w./-]+\.js$/)));
