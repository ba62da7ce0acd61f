import * as v from 'valibot';

/** The id of the `<script type="application/json">` that carries the page's remote manifests. */
export const INLINE_MANIFEST_ID = 'portal-manifest';

/**
 * The remote manifests the BFF puts into the page
 * (docs/decisions/0011-manifests-in-the-page-and-idle-prefetch.md), so the federation runtime takes
 * them instead of fetching them — the one step of a remote's chain the BFF's preloads cannot shorten.
 * The first is the manifest of the remote that owns the page, read from its origin while serving the
 * page; the other, when there is one, is that of the remote the member most likely opens next
 * (next-likely.ts) as the BFF last read it (a few seconds old at most), so a click there does not
 * start with a round trip. Each `url` is a manifest
 * URL of this visitor's remote list (a canary or a preview may name another version); the shell uses a
 * copy only for that URL, and only once.
 */
export const InlineManifestsSchema = v.array(
  v.object({
    url: v.pipe(v.string(), v.url()),
    manifest: v.looseObject({}),
  }),
);
export type InlineManifests = v.InferOutput<typeof InlineManifestsSchema>;
