/** What the build's stats say of one named chunk group (`stats.toJson({ chunkGroups: true })`). */
export interface StatsChunkGroup {
  assets?: { name?: string }[];
}

/** An expose as a Module Federation manifest lists it (only the parts this reads and writes). */
export interface ManifestExpose {
  name?: unknown;
  assets?: { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown; async?: unknown } };
}

/** The name Module Federation gives the chunk group of an expose (`./routes` → `__federation_expose_routes`). */
const groupName = (expose: string): string => `__federation_expose_${expose.replace(/^\.\//, '').replace(/\W/g, '_')}`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Completes each expose's `sync` assets in the manifest with every file of its chunk group.
 *
 * Why: the manifest's `sync` names the expose's own chunk only, while the remote's entry loads the
 * whole group before the module runs (for the account remote's `./routes`: valibot, the
 * contracts and a UI chunk beside it, `Promise.all([e("u"), e(3), e("s"), e(30)])`). The BFF
 * preloads what `sync` names, and the runtime's `preloadRemote` does too: without the rest, a
 * first visit found those three chunks only once the entry ran, one round trip late. Files are
 * kept in the group's order, the stylesheets apart; what the manifest had is kept.
 */
export function completeExposeAssets(exposes: ManifestExpose[], groups: Record<string, StatsChunkGroup>): void {
  for (const expose of exposes) {
    if (typeof expose?.name !== 'string' || !expose.assets) continue;
    const group = groups[groupName(expose.name)];
    const files = (group?.assets ?? []).map((asset) => asset.name).filter((name): name is string => !!name);
    if (files.length === 0) continue;
    const js = [...new Set([...files.filter((file) => file.endsWith('.js')), ...strings(expose.assets.js?.sync)])];
    const css = [...new Set([...files.filter((file) => file.endsWith('.css')), ...strings(expose.assets.css?.sync)])];
    const async = (list: { async?: unknown } | undefined, sync: string[]) =>
      strings(list?.async).filter((file) => !sync.includes(file));
    expose.assets.js = { ...expose.assets.js, sync: js, async: async(expose.assets.js, js) };
    expose.assets.css = { ...expose.assets.css, sync: css, async: async(expose.assets.css, css) };
  }
}
