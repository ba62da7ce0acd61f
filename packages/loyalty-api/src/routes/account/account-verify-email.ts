import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import {
  type EmailVerifiedSchema,
  LINK_MESSAGES,
  VerifyEmailQuerySchema,
} from '@portal/contracts/provider/registration';
import type * as v from 'valibot';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { ProviderError } from '../../http/provider-error.ts';
import { consumeMemberToken, retireMemberTokens } from '../../members/member-tokens.ts';

/**
 * GET /api/v1/account/verify-email?token= — the e-mailed link: the member is verified and, if
 * they registered online, may now sign in. Each link works once, within 48 hours.
 */
export function registerAccountVerifyEmail(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/verify-email',
    { preValidation: requireBearer(ctx), schema: { querystring: VerifyEmailQuerySchema } },
    async (request, reply) => {
      const { token } = request.query;
      const verified = await ctx.db.transaction(async (tx) => {
        const memberId = await consumeMemberToken(tx, token, 'email-verification');
        if (memberId === null) return false;
        const updated = await tx.query(
          `update members set verified = true, login_enabled = true, updated_at = now()
          where id = $1 and deleted_at is null`,
          [memberId],
        );
        await retireMemberTokens(tx, memberId, 'email-verification');
        return updated.rowCount > 0;
      });
      if (!verified) {
        throw new ProviderError(400, ERROR_CODES.invalidLink, LINK_MESSAGES.verification, [
          { field: 'token', message: LINK_MESSAGES.verification },
        ]);
      }
      const answer: v.InferOutput<typeof EmailVerifiedSchema> = { status: 'verified' };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
