import { INLINE_MANIFEST_ID, type InlineManifest, InlineManifestSchema } from '@portal/contracts/inline-manifest';
import { readInlineJson } from '../config/read-inline-json.ts';
import { withoutQuery } from './without-query.ts';

/** The page's copy: not read yet (null), absent or already taken (undefined), or waiting to be used. */
let inline: InlineManifest | undefined | null = null;

/**
 * The manifest the BFF put into the page for the remote that owns it, when `url` is that
 * manifest's URL; once only, so a Retry or a later load reads the origin again (a newer version
 * may be live by then). Undefined otherwise: the runtime fetches the manifest as before.
 */
export function takeInlineManifest(url: string): InlineManifest['manifest'] | undefined {
  if (inline === null) inline = readInlineJson(INLINE_MANIFEST_ID, InlineManifestSchema);
  if (!inline || withoutQuery(inline.url) !== withoutQuery(url)) return undefined;
  const { manifest } = inline;
  inline = undefined;
  return manifest;
}
