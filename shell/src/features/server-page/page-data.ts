import type { Account } from '@portal/contracts/provider/account';
import type { RemoteName } from '@portal/contracts/route-map';

/**
 * What the browser needs to hydrate a remote's page the server rendered
 * (docs/architecture.md, "Server-rendered pages"): which remote's routes to settle first, the
 * loaders' data as the server's render used it, and the member's account and balance the
 * layout showed. A non-executable JSON block, like the config and the session.
 */
export interface ServerPageData {
  owner: RemoteName;
  /** The remote's version whose server build rendered the page (the browser loads the same one). */
  version: string;
  /** The path and query rendered: a page started from another copy (offline) is not this one. */
  path: string;
  loaderData: Record<string, unknown>;
  member: { account: Account; points: number; vendorTier: string | null } | null;
}

/** How a deferred value of a loader (a promise the page awaits in a Suspense boundary) travels. */
interface Settled {
  __portalSettled: 'resolved' | 'rejected';
  value: unknown;
}

const isSettled = (value: unknown): value is Settled =>
  typeof value === 'object' && value !== null && '__portalSettled' in value;

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** A rejection as JSON: the api-client's failures are plain data already; an Error keeps its message. */
const reasonOf = (reason: unknown): unknown =>
  reason instanceof Error ? { message: reason.message } : reason === undefined ? null : reason;

/**
 * The loaders' data with every deferred value (a top-level promise of a route's data, as React
 * Router defers them) replaced by how it settled. The server writes this once the page's last
 * Suspense boundary has streamed: by then every promise has settled.
 */
export async function settleLoaderData(loaderData: Record<string, unknown>): Promise<Record<string, unknown>> {
  const settled: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      settled[routeId] = data;
      continue;
    }
    settled[routeId] = Object.fromEntries(
      await Promise.all(
        Object.entries(data).map(async ([key, value]): Promise<[string, unknown]> => {
          if (!isPromise(value)) return [key, value];
          try {
            return [key, { __portalSettled: 'resolved', value: await value } satisfies Settled];
          } catch (reason) {
            return [key, { __portalSettled: 'rejected', value: reasonOf(reason) } satisfies Settled];
          }
        }),
      ),
    );
  }
  return settled;
}

/**
 * The browser's side of settleLoaderData: each settled value becomes a promise settled the same
 * way, so the page's `<Await>` shows what the server's did. A rejected one is marked handled at
 * once, as the loaders mark theirs (the card shows the failure; the console stays quiet).
 */
export function reviveLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> {
  const revived: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(loaderData)) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      revived[routeId] = data;
      continue;
    }
    revived[routeId] = Object.fromEntries(
      Object.entries(data).map(([key, value]) => {
        if (!isSettled(value)) return [key, value];
        if (value.__portalSettled === 'resolved') return [key, Promise.resolve(value.value)];
        const rejected = Promise.reject(value.value);
        rejected.catch(() => undefined);
        return [key, rejected];
      }),
    );
  }
  return revived;
}
