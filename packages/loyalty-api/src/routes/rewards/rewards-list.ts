import { RewardListQuerySchema } from '@portal/contracts/provider/rewards';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { catalogueAnswer } from '../../rewards/catalogue-answer.ts';

/** GET /api/v1/rewards[?shouldPage=true&page&size] — the catalogue in its own order; visitors may read it. */
export function registerRewardsList(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/rewards',
    { preValidation: requireBearer(ctx), schema: { querystring: RewardListQuerySchema } },
    async (request) => {
      const query = request.query;
      return catalogueAnswer(ctx.db, query);
    },
  );
}
