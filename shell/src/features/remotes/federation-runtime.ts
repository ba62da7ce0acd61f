// The federation runtime, a lazy chunk: the shell's entry has none of it, and a page starts it the
// first time it needs a remote (a remote's page, a prefetch, the pop-up content) through
// `federationRuntime()` (lazy-federation.ts). /login on a first visit never loads it.

import {
  init as initFederation,
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import { CONTAINER_NAMES, REMOTE_NAMES, type RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { startedOffline } from '../offline/offline-state.ts';
import { noteManifest, noteManifestFailure } from '../telemetry/remote-versions.ts';
import { takeInlineManifest } from './inline-manifest.ts';
import { LENT_ON_DEMAND } from './lent-on-demand.ts';
import { notePageChunks } from './page-prefetch.ts';
import { SHARED_MODULES } from './shared-modules.ts';
import { withoutQuery } from './without-query.ts';

/** One shared module as the runtime's init takes it (the runtime does not export the type by name). */
type ShareArgs = Extract<NonNullable<Parameters<typeof initFederation>[0]['shared']>[string], { version?: string }>;

/** The host's shared list, as the config factory computed it (packages/config/src/federation-shared.ts). */
declare const __PORTAL_SHARED__: Record<
  string,
  { version: string; requiredVersion: string; singleton: boolean; eager: boolean; strictVersion: boolean }
>;

/**
 * Per-attempt limits (docs/deploy.md, "When something fails: three layers", layer 1, Network). The
 * caller caps the whole load at 5 s.
 */
const MANIFEST_TIMEOUT_MS = 2_000;
const MANIFEST_ATTEMPTS = 2;
const SCRIPT_TIMEOUT_MS = 3_000;

let remotesByContainer = new Map<string, RemoteName>();
/** Manifest URL (without its query) → remote, so the fetch hook knows whose manifest it fetches. */
let remotesByManifest = new Map<string, RemoteName>();

/** A manifest the runtime read: its version for telemetry, its pages for the prefetch. */
function noteRead(remote: RemoteName, url: string, manifest: unknown): void {
  noteManifest(remote, manifest);
  notePageChunks(remote, url, manifest);
}

/**
 * Layer 1 (network): manifest fetches get a timeout (they have none by default) and one retry;
 * remoteEntry scripts a timeout. A manifest the BFF inlined in the page is used once instead of a
 * fetch (inline-manifest.ts). Layer 2 (loading) is the caller's `errorLoadRemote` handling.
 */
function resiliencePlugin(onLoadError: (remote: RemoteName, error: unknown) => unknown) {
  return {
    name: 'portal-resilience',
    async fetch(url: string, init: RequestInit): Promise<Response> {
      const remote = remotesByManifest.get(withoutQuery(url));
      // The manifest came inside the page (the BFF had read it while serving it).
      const inline = takeInlineManifest(url);
      if (inline) {
        if (remote) noteRead(remote, url, inline);
        return Response.json(inline);
      }
      let lastError: unknown;
      for (let attempt = 1; attempt <= MANIFEST_ATTEMPTS; attempt++) {
        try {
          const response = await fetch(url, {
            ...init,
            cache: 'no-cache',
            signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
          });
          if (response.ok) {
            // Telemetry: the version this manifest serves (its publicPath names it); its pages.
            if (remote) {
              void response
                .clone()
                .json()
                .then((manifest: unknown) => noteRead(remote, url, manifest))
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

/**
 * Starts the runtime as the federation plugin would for a host: the shell's own instances of the
 * shared singletons (already evaluated, so `loaded-first` hands them to every remote; the modules
 * lent on demand are the shell's own too, fetched when first asked for), and its
 * runtime lent to the remotes, which are built with `externalRuntime` and carry none.
 */
export function startFederation(): void {
  const shared: Record<string, ShareArgs> = {};
  for (const [request, { version, requiredVersion, singleton, eager, strictVersion }] of Object.entries(
    __PORTAL_SHARED__,
  )) {
    const shareConfig = { singleton, requiredVersion, eager, strictVersion };
    const module = SHARED_MODULES[request];
    const lend = LENT_ON_DEMAND[request];
    if (module !== undefined) shared[request] = { version, lib: () => module, shareConfig };
    // The runtime asks `get` for a factory of the module the first time a remote needs it.
    else if (lend) shared[request] = { version, get: () => lend().then((lent) => () => lent), shareConfig };
    else throw new Error(`${request} is shared but the shell does not provide it`);
  }
  initFederation({
    name: 'shell',
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCorePlugin()],
  });
}

/** Registers every remote named in /config.json with the federation runtime. Nothing is baked in. */
export function registerPortalRemotes(
  config: RuntimeConfig,
  onLoadError: (remote: RemoteName, error: unknown) => unknown,
): void {
  remotesByContainer = new Map(REMOTE_NAMES.map((name) => [CONTAINER_NAMES[name], name]));
  remotesByManifest = new Map(REMOTE_NAMES.map((name) => [withoutQuery(config.remotes[name]), name]));
  // A page started offline has only the vouchers remote's code (docs/offline.md): the others are
  // not registered, so nothing tries to reach them.
  const registered = startedOffline() ? REMOTE_NAMES.filter((name) => name === 'vouchers') : REMOTE_NAMES;
  registerRemotes(registered.map((name) => ({ name: CONTAINER_NAMES[name], entry: config.remotes[name] })));
  registerPlugins([resiliencePlugin(onLoadError)]);
}

/** Forgets everything loaded for a remote (manifest, entry, modules), so the next load starts fresh. */
export function resetRemote(remote: RemoteName, config: RuntimeConfig): void {
  registerRemotes([{ name: CONTAINER_NAMES[remote], entry: config.remotes[remote] }], { force: true });
}

export function loadExposed<T>(remote: RemoteName, expose: string): Promise<T | null> {
  return loadRemote<T>(`${CONTAINER_NAMES[remote]}/${expose}`);
}

/** A module of a federated build that is not one of the portal's remotes (marketing's pop-up content). */
export function loadFromEntry<T>(container: string, entry: string, expose: string): Promise<T | null> {
  registerRemotes([{ name: container, entry }]);
  return loadRemote<T>(`${container}/${expose}`);
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

export { prefetchPages } from './page-prefetch.ts';
