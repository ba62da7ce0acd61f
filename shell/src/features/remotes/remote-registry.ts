import {
  isCompatibleContract,
  REMOTE_CONTRACT_VERSION,
  type RemoteRoutesModule,
  RemoteRoutesModuleSchema,
} from '@portal/contracts/remote-contract';
import type { RemoteName } from '@portal/contracts/route-map';
import type { RuntimeConfig } from '@portal/contracts/runtime-config';
import { type LoadFailureLayer, routeLabelOf } from '@portal/contracts/telemetry';
import type { RouteObject } from '@portal/router/react-router';
import { sessionStore } from '@portal/session/session-atoms';
import * as v from 'valibot';
import { manifestFailed, versionOf } from '../telemetry/remote-versions.ts';
import { reportTelemetry } from '../telemetry/report-telemetry.ts';
import { type FederationRuntime, federationRuntime } from './lazy-federation.ts';
import type { Urgency } from './link-files.ts';
import { type RemoteStatus, remoteStatusAtom } from './remote-status.ts';
import { spendPreloadsForRetry, watchPreloadFailures } from './spent-preloads.ts';

/**
 * A remote that has not loaded within this long is declared unavailable (never longer than 5 s:
 * docs/deploy.md, "When something fails: three layers").
 */
const REMOTE_DEADLINE_MS = 5_000;

/** What `errorLoadRemote` hands back instead of a module that could not be loaded. */
const FALLBACK_MARK = '__portalRemoteFallback';
interface FallbackModule {
  [FALLBACK_MARK]: true;
}
const isFallback = (value: unknown): value is FallbackModule =>
  typeof value === 'object' && value !== null && FALLBACK_MARK in value;

let config: RuntimeConfig | undefined;
let withRemotes: Promise<FederationRuntime> | undefined;
const inFlight = new Map<RemoteName, Promise<RouteObject[] | null>>();
/** The routes of each remote loaded in this document, until a Retry resets it. */
const loadedRoutes = new Map<RemoteName, RouteObject[]>();

function setStatus(remote: RemoteName, status: RemoteStatus): void {
  sessionStore.set(remoteStatusAtom, { ...sessionStore.get(remoteStatusAtom), [remote]: status });
}

export function statusOf(remote: RemoteName): RemoteStatus {
  return sessionStore.get(remoteStatusAtom)[remote];
}

/** Remembers where the remotes are; nothing is downloaded or started until a remote is needed. */
export function initRemotes(runtimeConfig: RuntimeConfig): void {
  if (!config) watchPreloadFailures();
  config = runtimeConfig;
}

/** The federation runtime with the portal's remotes registered (once, on first use). */
function remotesRuntime(): Promise<FederationRuntime> {
  const current = config;
  if (!current) return Promise.reject(new Error('initRemotes was not called'));
  withRemotes ??= federationRuntime().then(
    (runtime) => {
      runtime.registerPortalRemotes(current, (remote, error) => {
        console.error(`The ${remote} remote could not be loaded`, error);
        return { [FALLBACK_MARK]: true } satisfies FallbackModule;
      });
      return runtime;
    },
    (error: unknown) => {
      withRemotes = undefined;
      throw error;
    },
  );
  return withRemotes;
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Telemetry of this load: a remote that failed before its manifest arrived failed at the manifest, else at its entry. */
function reportLoad(remote: RemoteName, failedAt?: LoadFailureLayer): void {
  const tags = { route: routeLabelOf(window.location.pathname), remote, version: versionOf(remote) };
  reportTelemetry(failedAt ? { type: 'load-failure', layer: failedAt, ...tags } : { type: 'load', ...tags });
}
const unreachableLayer = (remote: RemoteName): LoadFailureLayer => (manifestFailed(remote) ? 'manifest' : 'entry');

async function load(remote: RemoteName): Promise<RouteObject[] | null> {
  setStatus(remote, { state: 'loading' });
  let loaded: unknown;
  try {
    loaded = await withDeadline(
      remotesRuntime().then((runtime) => runtime.loadExposed<RemoteRoutesModule>(remote, 'routes')),
      REMOTE_DEADLINE_MS,
    );
  } catch (error) {
    console.error(`The ${remote} remote is unavailable`, error);
    setStatus(remote, { state: 'failed', reason: 'unreachable' });
    reportLoad(remote, unreachableLayer(remote));
    return null;
  }
  if (!loaded || isFallback(loaded)) {
    setStatus(remote, { state: 'failed', reason: 'unreachable' });
    reportLoad(remote, unreachableLayer(remote));
    return null;
  }
  const parsed = v.safeParse(RemoteRoutesModuleSchema, loaded);
  if (!parsed.success || !isCompatibleContract(parsed.output.contractVersion)) {
    console.error(
      `The ${remote} remote was refused: it was built against contract ${
        parsed.success ? parsed.output.contractVersion : '(unreadable)'
      }, the shell speaks ${REMOTE_CONTRACT_VERSION}`,
    );
    setStatus(remote, { state: 'failed', reason: 'incompatible' });
    reportLoad(remote, 'contract');
    return null;
  }
  setStatus(remote, { state: 'ready' });
  reportLoad(remote);
  const { routes } = loaded as RemoteRoutesModule;
  loadedRoutes.set(remote, routes);
  return routes;
}

/**
 * The remote's routes, loaded once (concurrent callers share the load, later ones get the same
 * routes, counted as one load); null when it is unavailable.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RouteObject[] | null> {
  const loaded = loadedRoutes.get(remote);
  if (loaded) return Promise.resolve(loaded);
  const existing = inFlight.get(remote);
  if (existing) return existing;
  const promise = load(remote).finally(() => inFlight.delete(remote));
  inFlight.set(remote, promise);
  return promise;
}

/**
 * Downloads a remote's entry and routes module without running them (the idle prefetch and a
 * pointed-at link), so the navigation into it only executes. Rejects when it could not.
 */
export function preloadRemoteRoutes(remote: RemoteName): Promise<void> {
  return remotesRuntime().then((runtime) => runtime.preloadExposed(remote, 'routes'));
}

/**
 * Fetches the own chunks of the remote's pages at `pathnames` (page-prefetch.ts) as soon as its
 * manifest is read (by a prefetch or a load), as a prefetch or, for the page being opened, a preload.
 */
export function prefetchRemotePages(remote: RemoteName, pathnames: string[], urgency?: Urgency): Promise<void> {
  return remotesRuntime().then((runtime) => runtime.prefetchPages(remote, pathnames, urgency));
}

/**
 * Retry after a failure: spend the preloads that may hold the failure (spent-preloads.ts) and
 * forget the remote's cached pieces, then the next navigation loads it anew. Resolves once both
 * are done, so the navigation never races them.
 */
export async function prepareRetry(remote: RemoteName): Promise<void> {
  loadedRoutes.delete(remote);
  const current = config;
  if (current) await spendPreloadsForRetry(current.remotes[remote]);
  // Before the runtime ever started there is nothing cached to forget.
  if (current && withRemotes) {
    const runtime = await withRemotes.catch(() => undefined);
    runtime?.resetRemote(remote, current);
  }
  setStatus(remote, { state: 'idle' });
}
