/** What the build's stats say of one named chunk group (`stats.toJson({ chunkGroups: true })`). */
export interface StatsChunkGroup {
  assets?: { name?: string }[];
}

/** The chunk group Module Federation makes for an expose (`./routes` → `__federation_expose_routes`). */
const exposeGroupName = (expose: string): string => `__federation_expose_${expose.replace(/^\.\//, '')}`;

/**
 * The files an expose's module needs loaded with it beyond its own chunk (the manifest's `sync`):
 * the split chunks of its chunk group (valibot, the contracts, a UI chunk), and their
 * stylesheets. The remote's entry loads them only once it has run (`Promise.all([e("u"), …])`),
 * so a member's browser found them one round trip after the expose; named in the manifest, they
 * can be fetched beside it. Relative to the build's folder, as the manifest's other assets.
 */
export function routesGroupFiles(
  namedChunkGroups: Record<string, StatsChunkGroup>,
  sync: readonly string[],
  expose = './routes',
): string[] {
  const group = namedChunkGroups[exposeGroupName(expose)];
  const own = new Set(sync);
  return [
    ...new Set(
      (group?.assets ?? [])
        .map((asset) => asset.name)
        .filter((name): name is string => typeof name === 'string' && /\.(js|css)$/.test(name) && !own.has(name)),
    ),
  ].sort();
}
