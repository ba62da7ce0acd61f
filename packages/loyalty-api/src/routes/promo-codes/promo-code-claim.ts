import { ERROR_CODES, type ErrorCode } from '@portal/contracts/provider/api-error';
import {
  PROMO_CODE_MESSAGES,
  type PromoClaim,
  PromoClaimRequestSchema,
  PromoCodeParamsSchema,
  type PromoCodeStatus,
} from '@portal/contracts/provider/promo-codes';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { ProviderError } from '../../http/provider-error.ts';
import { requireFullMember } from '../../members/require-full-member.ts';
import { findPromoCode, promoStatus } from '../../promos/promo-status.ts';

const REFUSALS: Record<Exclude<PromoCodeStatus, 'available'>, ErrorCode> = {
  claimed: ERROR_CODES.promoCodeClaimed,
  expired: ERROR_CODES.promoCodeExpired,
  'not-started': ERROR_CODES.promoCodeNotStarted,
  exhausted: ERROR_CODES.promoCodeExhausted,
};

/**
 * POST /api/v1/promo-codes/{code}/claim with { phoneNumber } — credits the code's points once per
 * member: a 'promo' ledger row and the balance, in one transaction with the code row locked, so
 * neither a double click nor a race claims twice or past the code's limit. Guests and members whose
 * e-mail address is not verified are refused with 403 (requireFullMember).
 */
export function registerPromoCodeClaim(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/api/v1/promo-codes/:code/claim',
    { preValidation: requireMember(ctx), schema: { params: PromoCodeParamsSchema, body: PromoClaimRequestSchema } },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const { code } = request.params;
      const { phoneNumber } = request.body;
      await requireFullMember(ctx.db, memberId, 'claim-promo-code');
      const claim = await ctx.db.transaction(async (tx): Promise<PromoClaim> => {
        const row = await findPromoCode(tx, code, memberId, true);
        if (!row) throw new ProviderError(404, ERROR_CODES.promoCodeUnknown, PROMO_CODE_MESSAGES.unknown);
        const status = promoStatus(row, new Date());
        if (status !== 'available') throw new ProviderError(409, REFUSALS[status], PROMO_CODE_MESSAGES[status]);
        const ledger = await tx.query<{ id: string | number; occurred_at: Date | string }>(
          `insert into point_transactions (member_id, occurred_at, kind, description, points)
         values ($1, now(), 'promo', $2, $3) returning id, occurred_at`,
          [memberId, `Promo code ${row.code}: ${row.description}`, row.points],
        );
        const entry = ledger.rows[0]!;
        const balance = await tx.query<{ points: number }>(
          'update members set points = points + $2, updated_at = now() where id = $1 and deleted_at is null returning points',
          [memberId, row.points],
        );
        await tx.query(
          'insert into promo_claims (code, member_id, phone_number, point_transaction_id, claimed_at) values ($1, $2, $3, $4, $5)',
          [row.code, memberId, phoneNumber, entry.id, entry.occurred_at],
        );
        return {
          code: row.code,
          pointsAwarded: row.points,
          points: balance.rows[0]!.points,
          claimedAt: new Date(entry.occurred_at).toISOString(),
        };
      });
      return reply.status(201).header('cache-control', 'no-store').send(claim);
    },
  );
}
