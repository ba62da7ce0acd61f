import * as v from 'valibot';

/** The id of the `<script type="application/json">` that carries the page's remote manifest. */
export const INLINE_MANIFEST_ID = 'portal-manifest';

/**
 * The manifest of the remote that owns the page, as the BFF read it from the remote's origin while
 * serving the page (issue 19): the federation runtime takes it instead of fetching it, which was
 * the one step of the page's chain the BFF's preloads could not shorten. `url` is the manifest URL
 * of this visitor's remote list (a canary or a preview may name another version); the shell uses
 * the copy only for that URL, and only once.
 */
export const InlineManifestSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  manifest: v.looseObject({}),
});
export type InlineManifest = v.InferOutput<typeof InlineManifestSchema>;
