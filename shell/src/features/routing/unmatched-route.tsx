import { ownerOf, type RemoteName } from '@portal/contracts/route-map';
import { data, type LoaderFunctionArgs, useLoaderData } from '@portal/router/react-router';
import { statusOf } from '../remotes/remote-registry.ts';
import { RemoteUnavailable } from '../remotes/remote-unavailable.tsx';

/** The catch-all route's id: what matches a path whose remote's routes are not (yet) loaded. */
export const UNMATCHED_ROUTE_ID = 'unmatched';

/**
 * The catch-all route. A path whose remote failed to load shows that remote's fallback; any
 * other path nobody matched is a 404 (requirements §2.8).
 */
export function unmatchedLoader({ request }: LoaderFunctionArgs): { unavailable: RemoteName } {
  const owner = ownerOf(new URL(request.url).pathname);
  if (owner && owner !== 'shell' && statusOf(owner).state === 'failed') return { unavailable: owner };
  throw data('Not found', { status: 404 });
}

export function UnmatchedRoute() {
  const { unavailable } = useLoaderData<typeof unmatchedLoader>();
  return <RemoteUnavailable remote={unavailable} />;
}
