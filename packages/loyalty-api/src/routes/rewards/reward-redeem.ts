import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REQUIRED,
  IdempotencyKeySchema,
  type RedeemResponse,
  RewardIdParamsSchema,
} from '@portal/contracts/provider/rewards';
import { valibotValidatorCompiler } from '@portal/server-kit/valibot-validator';
import { validationError } from '@portal/server-kit/validation-error';
import * as v from 'valibot';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { requireFullMember } from '../../members/require-full-member.ts';
import { redeemReward } from '../../rewards/redeem-reward.ts';

/**
 * The redeem's headers: the Idempotency-Key, and any others as they are. Fastify checks the
 * headers object, where a missing header is the object's own issue: it carries the contract's
 * "required" message, as the header's string check does for the value alone.
 */
const RedeemHeadersSchema = v.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema }, IDEMPOTENCY_KEY_REQUIRED);

/**
 * The path is checked before the header (Fastify's order), as the handler did: an id that cannot
 * be a reward's answers as one that does not exist, whatever the key. A bad key is the 400 with
 * its problems, named by no field: a header is no field of the member's.
 */
const refuseRedeem = (issues: readonly v.BaseIssue<unknown>[], httpPart: string | undefined) =>
  httpPart === 'params'
    ? notFound('There is no such reward.')
    : validationError(issues.map((issue) => ({ ...issue, path: undefined })));

/**
 * POST /api/v1/rewards/{id}/redeem with an `Idempotency-Key` header — deducts the points, writes
 * the transaction and issues the voucher in one transaction. 201 with the new voucher; 200 with
 * the same voucher when the key was seen before; 409 with reward_inactive, reward_out_of_stock or
 * insufficient_points when it cannot be redeemed; 403 with full_registration_required (a guest) or
 * account_not_verified (e-mail not verified yet) when the member may not redeem at all.
 */
export function registerRewardRedeem(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/api/v1/rewards/:id/redeem',
    {
      preValidation: requireMember(ctx),
      schema: { params: RewardIdParamsSchema, headers: RedeemHeadersSchema },
      validatorCompiler: valibotValidatorCompiler(refuseRedeem),
    },
    async (request, reply): Promise<RedeemResponse> => {
      const { memberId } = memberOf(request);
      const rewardId = Number(request.params.id);
      const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
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
