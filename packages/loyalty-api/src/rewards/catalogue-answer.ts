import { PAGE_SIZE_MAX } from '@portal/contracts/provider/pagination';
import type { Reward, RewardPage } from '@portal/contracts/provider/rewards';
import type { Queryable } from '../db/database.ts';
import { type CatalogueQuery, findRewards } from './catalogue-query.ts';

/** Page size when `shouldPage=true` comes without `size` (Spring Data's default). */
const DEFAULT_PAGE_SIZE = 20;

/**
 * GET rewards and rewards/search answer the same way: with `shouldPage=true` a page (content +
 * page numbers), otherwise a plain list — still bounded, to PAGE_SIZE_MAX rewards, so no request
 * can ask for the whole catalogue at once.
 */
export async function catalogueAnswer(
  db: Queryable,
  query: Omit<CatalogueQuery, 'page' | 'size'> & {
    shouldPage?: 'true' | 'false' | undefined;
    page?: number | undefined;
    size?: number | undefined;
  },
): Promise<RewardPage | Reward[]> {
  const paged = query.shouldPage === 'true';
  const page = query.page ?? 0;
  const size = query.size ?? (paged ? DEFAULT_PAGE_SIZE : PAGE_SIZE_MAX);
  const { rewards, total } = await findRewards(db, {
    text: query.text,
    categories: query.categories,
    sort: query.sort,
    member: query.member,
    affordable: query.affordable,
    favourites: query.favourites,
    page,
    size,
  });
  if (!paged) return rewards;
  return {
    content: rewards,
    page: { number: page, size, totalElements: total, totalPages: Math.ceil(total / size) },
  };
}
