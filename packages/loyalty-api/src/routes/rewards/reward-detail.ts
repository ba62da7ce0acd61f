import type { Reward } from '@portal/contracts/provider/rewards';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { findRewardById, parseRewardId } from '../../rewards/find-reward.ts';

/**
 * GET /api/v1/rewards/{id} — one reward, also one that ended or has not started (its availability
 * says so), because members reach it from shared links and old vouchers.
 */
export function registerRewardDetail(app: ProviderApp, ctx: ProviderContext): void {
  app.get<{ Params: { id: string } }>(
    '/api/v1/rewards/:id',
    { preValidation: requireBearer(ctx) },
    async (request): Promise<Reward> => {
      const id = parseRewardId(request.params.id);
      const reward = id === null ? undefined : await findRewardById(ctx.db, id);
      if (!reward) throw notFound('There is no such reward.');
      return reward;
    },
  );
}
