import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { REWARD_FAVOURITES_MAX } from '@portal/contracts/provider/rewards';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound, ProviderError } from '../../http/provider-error.ts';
import { parseRewardId } from '../../rewards/find-reward.ts';

/**
 * PUT /api/v1/rewards/{id}/favourite — makes a reward one of the member's favourites (204, also
 * when it already was). Any reward that exists may be a favourite, even one that has ended: the
 * member sees it go from their list rather than vanish. At most REWARD_FAVOURITES_MAX (409).
 */
export function registerRewardFavouriteAdd(app: ProviderApp, ctx: ProviderContext): void {
  app.put<{ Params: { id: string } }>(
    '/api/v1/rewards/:id/favourite',
    { preValidation: requireMember(ctx) },
    async (request, reply) => {
      const id = parseRewardId(request.params.id);
      const { memberId } = memberOf(request);
      await ctx.db.transaction(async (tx) => {
        // Locks the member row: two taps at once cannot both slip under the limit.
        await tx.query('select id from members where id = $1 for update', [memberId]);
        const reward = id === null ? undefined : (await tx.query('select id from rewards where id = $1', [id])).rows[0];
        if (!reward) throw notFound('There is no such reward.');
        const count = await tx.query<{ count: string | number }>(
          'select count(*) as count from reward_favourites where member_id = $1 and reward_id <> $2',
          [memberId, id],
        );
        if (Number(count.rows[0]?.count ?? 0) >= REWARD_FAVOURITES_MAX) {
          throw new ProviderError(409, ERROR_CODES.conflict, `You can keep up to ${REWARD_FAVOURITES_MAX} favourites.`);
        }
        await tx.query(
          'insert into reward_favourites (member_id, reward_id) values ($1, $2) on conflict (member_id, reward_id) do nothing',
          [memberId, id],
        );
      });
      return reply.status(204).send();
    },
  );
}
