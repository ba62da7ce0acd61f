import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';

/** GET /api/v1/rewards/favourites — the ids of the member's favourite rewards, most recently added first. */
export function registerRewardFavouritesList(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/rewards/favourites', { preValidation: requireMember(ctx) }, async (request): Promise<number[]> => {
    const { memberId } = memberOf(request);
    const rows = await ctx.db.query<{ reward_id: string | number }>(
      'select reward_id from reward_favourites where member_id = $1 order by created_at desc, reward_id desc',
      [memberId],
    );
    return rows.rows.map((row) => Number(row.reward_id));
  });
}
