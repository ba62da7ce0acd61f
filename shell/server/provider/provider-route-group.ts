/**
 * The groups of provider routes that fail together, each with its own circuit breaker: a
 * provider whose rewards search hangs still signs members in and shows their points.
 */
export const PROVIDER_ROUTE_GROUPS = ['oauth', 'account', 'rewards', 'vouchers', 'other'] as const;
export type ProviderRouteGroup = (typeof PROVIDER_ROUTE_GROUPS)[number];

/** The group of a provider path (with or without its query). */
export function routeGroupOf(pathAndQuery: string): ProviderRouteGroup {
  const path = pathAndQuery.split('?')[0] ?? '';
  if (path.startsWith('/oauth/')) return 'oauth';
  if (path.startsWith('/api/v1/account/')) return 'account';
  if (path.startsWith('/api/v1/rewards') || path.startsWith('/media/rewards/')) return 'rewards';
  if (path.startsWith('/api/v1/vouchers')) return 'vouchers';
  return 'other';
}
