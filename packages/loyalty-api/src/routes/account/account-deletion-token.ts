import {
  DELETION_TOKEN_TTL_SECONDS,
  DeletionTokenRequestSchema,
  type DeletionTokenSchema,
} from '@portal/contracts/provider/account';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type * as v from 'valibot';
import { verifyPassword } from '../../auth/password-hash.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound, ProviderError } from '../../http/provider-error.ts';
import { findMemberById } from '../../members/member-row.ts';
import { issueMemberToken } from '../../members/member-tokens.ts';

const INCORRECT_PASSWORD = 'That password is not correct.';
/** Wrong passwords a member may give in a row before they must wait (per provider process). */
const MAX_FAILURES = 5;
const LOCKOUT_MS = 15 * 60_000;

/**
 * POST /api/v1/account/deletion-token — re-authentication before deleting an account (the `token` of
 * DELETE /api/v1/account, docs/decisions/0035-account-deletion.md): the member's password buys a
 * single-use token that works for 10 minutes. A wrong password is a 400 with the message on the field
 * (not a 401/403, which the portal reads as an ended session).
 */
export function registerAccountDeletionToken(app: ProviderApp, ctx: ProviderContext): void {
  const failures = new Map<number, { count: number; since: number }>();

  app.post(
    '/api/v1/account/deletion-token',
    { preValidation: requireMember(ctx), schema: { body: DeletionTokenRequestSchema } },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const { password } = request.body;
      const record = failures.get(memberId);
      if (record && Date.now() - record.since > LOCKOUT_MS) failures.delete(memberId);
      if ((failures.get(memberId)?.count ?? 0) >= MAX_FAILURES) {
        throw new ProviderError(429, ERROR_CODES.rateLimited, 'Too many attempts. Please try again in 15 minutes.');
      }
      const member = await findMemberById(ctx.db, memberId);
      if (!member) throw notFound('Account not found.');
      if (!(await verifyPassword(password, member.password_hash))) {
        const current = failures.get(memberId) ?? { count: 0, since: Date.now() };
        failures.set(memberId, { count: current.count + 1, since: current.since });
        throw new ProviderError(400, ERROR_CODES.incorrectPassword, INCORRECT_PASSWORD, [
          { field: 'password', message: INCORRECT_PASSWORD },
        ]);
      }
      failures.delete(memberId);
      const issued = await ctx.db.transaction((tx) =>
        issueMemberToken(tx, memberId, 'account-deletion', DELETION_TOKEN_TTL_SECONDS),
      );
      const answer: v.InferOutput<typeof DeletionTokenSchema> = {
        token: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
      };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
