import { request } from '@portal/api-client/http';
import {
  IDEMPOTENCY_KEY_HEADER,
  RedeemResponseSchema,
  RewardCategoryListSchema,
  RewardFavouritesSchema,
  RewardPageSchema,
  RewardSchema,
  type RewardSearchSort,
} from '@portal/contracts/provider/rewards';

/** Reward calls of requirements §19.4. */

export const getRewardCategories = () =>
  request({ method: 'get', path: 'api/v1/reward-category', schema: RewardCategoryListSchema });

export interface RewardSearch {
  query?: string | undefined;
  /** Category slugs (or ids); sent as a repeated `categories` parameter. */
  categories?: readonly string[] | undefined;
  sort?: RewardSearchSort | undefined;
  /** Signed-in members only: what they can redeem now with their points. */
  affordable?: boolean | undefined;
  /** Signed-in members only: their favourites. */
  favourites?: boolean | undefined;
  /** Zero-based. */
  page: number;
  size: number;
}

/** The query string of a search, exactly as the provider reads it. */
export function rewardSearchParams(search: RewardSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.query) params.set('query', search.query);
  params.set('shouldPage', 'true');
  params.set('page', String(search.page));
  params.set('size', String(search.size));
  for (const category of search.categories ?? []) params.append('categories', category);
  if (search.sort) params.set('sort', search.sort);
  if (search.affordable) params.set('affordable', 'true');
  if (search.favourites) params.set('favourites', 'true');
  return params;
}

export const searchRewards = (search: RewardSearch, signal?: AbortSignal) =>
  request({
    method: 'get',
    path: 'api/v1/rewards/search',
    searchParams: rewardSearchParams(search),
    schema: RewardPageSchema,
    ...(signal ? { signal } : {}),
  });

export const getReward = (id: string | number, signal?: AbortSignal) =>
  request({
    method: 'get',
    path: `api/v1/rewards/${encodeURIComponent(String(id))}`,
    schema: RewardSchema,
    ...(signal ? { signal } : {}),
  });

/**
 * A fresh idempotency key for one redeem confirmation. `crypto.randomUUID` needs a secure context;
 * the fallback (random bytes as hex) works on plain http too.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * POST rewards/{id}/redeem. Pass the same key when retrying one confirmation: the provider then
 * answers with the voucher it already issued instead of redeeming twice.
 */
export const redeemReward = (id: string | number, idempotencyKey: string) =>
  request({
    method: 'post',
    path: `api/v1/rewards/${encodeURIComponent(String(id))}/redeem`,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: RedeemResponseSchema,
  });

/** The ids of the member's favourite rewards. */
export const getFavouriteRewards = () =>
  request({ method: 'get', path: 'api/v1/rewards/favourites', schema: RewardFavouritesSchema });

/** Makes a reward a favourite, or no longer one; both can be repeated safely. */
export const setFavouriteReward = (id: number, favourite: boolean) =>
  request({
    method: favourite ? 'put' : 'delete',
    path: `api/v1/rewards/${encodeURIComponent(String(id))}/favourite`,
    schema: undefined,
  });
