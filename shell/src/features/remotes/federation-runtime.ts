import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTAINER_NAMES, REMOTE_NAMES, type RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { noteManifest, noteManifestFailure } from '../telemetry/remote-versions.ts';

/** Per-attempt limits (ARCHITECTURE.md, failure layer 1). The caller caps the whole load at 5 s. */
const MANIFEST_TIMEOUT_MS = 2_000;
const MANIFEST_ATTEMPTS = 2;
const SCRIPT_TIMEOUT_MS = 3_000;

let remotesByContainer = new Map<string, RemoteName>();
/** Manifest URL (without its query) → remote, so the fetch hook knows whose manifest it fetches. */
let remotesByManifest = new Map<string, RemoteName>();
const withoutQuery = (url: string): string => url.split('?')[0] ?? url;

/**
 * Layer 1 (network): manifest fetches get a timeout (they have none by default) and one retry;
 * remoteEntry scripts a timeout. Layer 2 (loading) is the caller's `errorLoadRemote` handling.
 */
function resiliencePlugin(onLoadError: (remote: RemoteName, error: unknown) => unknown) {
  return {
    name: 'portal-resilience',
    async fetch(url: string, init: RequestInit): Promise<Response> {
      const remote = remotesByManifest.get(withoutQuery(url));
      let lastError: unknown;
      for (let attempt = 1; attempt <= MANIFEST_ATTEMPTS; attempt++) {
        try {
          const response = await fetch(url, {
            ...init,
            cache: 'no-cache',
            signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
          });
          if (response.ok) {
            // Telemetry: the version this manifest serves (its publicPath names it).
            if (remote) {
              void response
                .clone()
                .json()
                .then((manifest: unknown) => noteManifest(remote, manifest))
                .catch(() => undefined);
            }
            return response;
          }
          lastError = new Error(`${url} answered ${response.status}`);
          if (response.status < 500) break;
        } catch (error) {
          lastError = error;
        }
      }
      if (remote) noteManifestFailure(remote);
      throw lastError;
    },
    createScript() {
      return { timeout: SCRIPT_TIMEOUT_MS };
    },
    errorLoadRemote(args: { id: string; error: unknown; lifecycle: string }): unknown {
      // Only a failed module load gets a stand-in; a failed manifest must stay an error here.
      if (args.lifecycle !== 'onLoad') return undefined;
      const container = args.id.split('/')[0] ?? '';
      const remote = remotesByContainer.get(container);
      return remote ? onLoadError(remote, args.error) : undefined;
    },
  };
}

/** Registers every remote named in /config.json with the federation runtime. Nothing is baked in. */
export function registerPortalRemotes(
  config: RuntimeConfig,
  onLoadError: (remote: RemoteName, error: unknown) => unknown,
): void {
  remotesByContainer = new Map(REMOTE_NAMES.map((name) => [CONTAINER_NAMES[name], name]));
  remotesByManifest = new Map(REMOTE_NAMES.map((name) => [withoutQuery(config.remotes[name]), name]));
  registerRemotes(REMOTE_NAMES.map((name) => ({ name: CONTAINER_NAMES[name], entry: config.remotes[name] })));
  registerPlugins([resiliencePlugin(onLoadError)]);
}

/** Forgets everything loaded for a remote (manifest, entry, modules), so the next load starts fresh. */
export function resetRemote(remote: RemoteName, config: RuntimeConfig): void {
  registerRemotes([{ name: CONTAINER_NAMES[remote], entry: config.remotes[remote] }], { force: true });
}

export function loadExposed<T>(remote: RemoteName, expose: string): Promise<T | null> {
  return loadRemote<T>(`${CONTAINER_NAMES[remote]}/${expose}`);
}

/**
 * Downloads a remote's entry and an exposed module's own chunks without running them, so the
 * next navigation into it only executes. Shared libraries are not fetched (the page has them).
 */
export function preloadExposed(remote: RemoteName, expose: string): Promise<void> {
  return preloadRemote([
    { nameOrAlias: CONTAINER_NAMES[remote], exposes: [expose], resourceCategory: 'sync', share: false },
  ]);
}
