import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { RewardSearchQuerySchema } from '@portal/contracts/provider/rewards';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { ProviderError } from '../../http/provider-error.ts';
import { catalogueAnswer } from '../../rewards/catalogue-answer.ts';

/**
 * GET /api/v1/rewards/search?query&categories&sort&affordable&favourites&shouldPage&page&size —
 * search over name and description, filtered by categories (any of them), sorted and paged in SQL.
 * A signed-in member may also ask for what they can afford, their favourites, and the rewards
 * closest to their balance; from a visitor those are a 400 (not a 403, which the portal reads as
 * "your session").
 */
export function registerRewardsSearch(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/rewards/search',
    { preValidation: requireBearer(ctx), schema: { querystring: RewardSearchQuerySchema } },
    async (request) => {
      const { query, affordable, favourites, ...rest } = request.query;
      const principal = request.principal;
      const personal = affordable === 'true' || favourites === 'true' || rest.sort === 'closest';
      let member: { id: number; balance: number } | undefined;
      if (personal) {
        if (principal?.kind !== 'member') {
          throw new ProviderError(400, ERROR_CODES.badRequest, 'Sign in to see rewards by your points or favourites.');
        }
        const found = await ctx.db.query<{ points: number }>('select points from members where id = $1', [
          principal.memberId,
        ]);
        member = { id: principal.memberId, balance: Number(found.rows[0]?.points ?? 0) };
      }
      return catalogueAnswer(ctx.db, {
        ...rest,
        text: query,
        member,
        affordable: affordable === 'true',
        favourites: favourites === 'true',
      });
    },
  );
}
