import { REMOTE_NAMES, type RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { type ServerBuild, serverBuildFromManifest } from '@portal/remote-loading/manifest/server-build-from-manifest';
import { versionManifestUrl } from '../canary/version-manifest-url.ts';

/** How often the BFF looks for server builds it has not warmed (a switch, a rollback, a canary). */
export const WARM_CHECK_MS = 5_000;

/** A manifest's JSON text by its URL, or undefined when it has not been read. */
type ReadManifest = (manifestUrl: string) => string | undefined | Promise<string | undefined>;

/** What the warm-up needs of the BFF. */
export interface RendererWarmUpOptions {
  /** The config in force (its remotes' live manifests and canaries). */
  config(): RuntimeConfig;
  /** Whether `remote`'s canary is live (started, not aborted): its candidate is served too. */
  liveCanary(remote: RemoteName): boolean;
  /** A manifest as the BFF last read it, without waiting (remote-preloads.ts `lastRead`). */
  lastRead(manifestUrl: string): string | undefined;
  /** A manifest read now, waiting for it a while (remote-preloads.ts `freshManifest`): the first check's. */
  freshRead(manifestUrl: string): Promise<string | undefined>;
  /** Loads and evaluates builds in every renderer worker (remote-renderer.ts `warm`): the digests it could. */
  warm(builds: ServerBuild[]): Promise<string[]>;
}

/**
 * The server builds the BFF may be asked to render with now: each remote's live version and a
 * live canary's candidate, their manifests read by `read`. A manifest not read, or naming no
 * server build, gives none (its pages are drawn by the browser, or wait for the next check).
 */
async function buildsInUse(
  options: Pick<RendererWarmUpOptions, 'config' | 'liveCanary'>,
  read: ReadManifest,
): Promise<ServerBuild[]> {
  const { remotes, canaries } = options.config();
  const urls = REMOTE_NAMES.flatMap((remote) => {
    const live = remotes[remote];
    const candidate = canaries[remote];
    return [live, ...(candidate && options.liveCanary(remote) ? [versionManifestUrl(live, candidate.version)] : [])];
  });
  const texts = await Promise.all(urls.map(async (url) => ({ url, text: await read(url) })));
  return texts.flatMap(({ url, text }) => {
    const build = text ? serverBuildFromManifest(url, text) : null;
    return build ? [build] : [];
  });
}

/**
 * Keeps the renderer workers holding, evaluated, the server builds in use: at once, then every
 * {@link WARM_CHECK_MS}, those not warmed yet. Why: a version's first page otherwise waits for its
 * build to be fetched, checked and evaluated — past the render budget on a busy host, so the first
 * visitors after a start or a switch got the browser's page. Returns the stop function.
 */
export function startRendererWarmUp(options: RendererWarmUpOptions): () => void {
  const warmed = new Set<string>();
  let running = false;
  const check = async (read: ReadManifest): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const inUse = await buildsInUse(options, read);
      // Only what is in use is remembered: a version switched back to is warmed again.
      for (const digest of warmed) if (!inUse.some((build) => build.sha256 === digest)) warmed.delete(digest);
      const fresh = inUse.filter((build) => !warmed.has(build.sha256));
      // A build that could not be had is tried again at the next check.
      if (fresh.length > 0) for (const digest of await options.warm(fresh)) warmed.add(digest);
    } finally {
      running = false;
    }
  };
  // At start the manifests are read now (the BFF has none yet); later as last read, by the pages'
  // own reads or by this one (`lastRead` reads again a manifest that is due).
  void check(options.freshRead);
  const timer = setInterval(() => void check(options.lastRead), WARM_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
