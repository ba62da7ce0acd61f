import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { parseRewardId } from '../../rewards/find-reward.ts';

/** DELETE /api/v1/rewards/{id}/favourite — no longer a favourite (204, also when it was not one). */
export function registerRewardFavouriteRemove(app: ProviderApp, ctx: ProviderContext): void {
  app.delete<{ Params: { id: string } }>(
    '/api/v1/rewards/:id/favourite',
    { preValidation: requireMember(ctx) },
    async (request, reply) => {
      const id = parseRewardId(request.params.id);
      const { memberId } = memberOf(request);
      if (id !== null) {
        await ctx.db.query('delete from reward_favourites where member_id = $1 and reward_id = $2', [memberId, id]);
      }
      return reply.status(204).send();
    },
  );
}
