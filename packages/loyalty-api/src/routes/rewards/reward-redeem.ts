import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema, type RedeemResponse } from '@portal/contracts/provider/rewards';
import { parseInput } from '@portal/server-kit/parse-input';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { requireFullMember } from '../../members/require-full-member.ts';
import { parseRewardId } from '../../rewards/find-reward.ts';
import { redeemReward } from '../../rewards/redeem-reward.ts';

/**
 * POST /api/v1/rewards/{id}/redeem with an `Idempotency-Key` header — deducts the points, writes
 * the transaction and issues the voucher in one transaction. 201 with the new voucher; 200 with
 * the same voucher when the key was seen before; 409 with reward_inactive, reward_out_of_stock or
 * insufficient_points when it cannot be redeemed; 403 with full_registration_required (a guest) or
 * account_not_verified (e-mail not verified yet) when the member may not redeem at all.
 */
export function registerRewardRedeem(app: ProviderApp, ctx: ProviderContext): void {
  app.post<{ Params: { id: string } }>(
    '/api/v1/rewards/:id/redeem',
    { preValidation: requireMember(ctx) },
    async (request, reply): Promise<RedeemResponse> => {
      const { memberId } = memberOf(request);
      const rewardId = parseRewardId(request.params.id);
      if (rewardId === null) throw notFound('There is no such reward.');
      const idempotencyKey = parseInput(IdempotencyKeySchema, request.headers[IDEMPOTENCY_KEY_HEADER]);
      await requireFullMember(ctx.db, memberId, 'redeem-reward');
      const { created, ...answer } = await redeemReward(ctx.db, {
        memberId,
        rewardId,
        idempotencyKey,
        now: ctx.now(),
      });
      reply.status(created ? 201 : 200).header('cache-control', 'no-store');
      return answer;
    },
  );
}
