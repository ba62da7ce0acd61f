import { INLINE_MANIFEST_ID, type InlineManifests, InlineManifestsSchema } from '@portal/contracts/inline-manifest';
import { readInlineJson } from '../config/read-inline-json.ts';
import { withoutQuery } from './without-query.ts';

type Manifest = InlineManifests[number]['manifest'];

/** The page's copies by manifest URL, each removed once taken; null until the page is read. */
let inline: Map<string, Manifest> | null = null;

/**
 * The manifest the BFF put into the page for the remote at `url` (the page's own remote, or
 * another of the visitor's remotes as the BFF last read it); once only, so a Retry or a later load
 * reads the origin again (a newer version may be live by then). Undefined otherwise: the runtime
 * fetches the manifest as before.
 */
export function takeInlineManifest(url: string): Manifest | undefined {
  const key = withoutQuery(url);
  const manifest = inlineCopies().get(key);
  inline?.delete(key);
  return manifest;
}

/**
 * The page's copy for `url`, left in place for the runtime to take: what the idle prefetch of a
 * page without the runtime reads to name the files it downloads (prefetch-files.ts).
 */
export function peekInlineManifest(url: string): Manifest | undefined {
  return inlineCopies().get(withoutQuery(url));
}

function inlineCopies(): Map<string, Manifest> {
  inline ??= new Map(
    (readInlineJson(INLINE_MANIFEST_ID, InlineManifestsSchema) ?? []).map((copy) => [
      withoutQuery(copy.url),
      copy.manifest,
    ]),
  );
  return inline;
}
