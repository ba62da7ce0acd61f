import { RewardSearchQuerySchema } from '@portal/contracts/provider/rewards';
import { parseInput } from '@portal/server-kit/parse-input';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { catalogueAnswer } from '../../rewards/catalogue-answer.ts';

/**
 * GET /api/v1/rewards/search?query&categories&sort&shouldPage&page&size — search over name and
 * description, filtered by categories (any of them), sorted and paged in SQL.
 */
export function registerRewardsSearch(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/rewards/search', { preHandler: requireBearer(ctx) }, async (request) => {
    const { query, ...rest } = parseInput(RewardSearchQuerySchema, request.query);
    return catalogueAnswer(ctx.db, { ...rest, text: query });
  });
}
