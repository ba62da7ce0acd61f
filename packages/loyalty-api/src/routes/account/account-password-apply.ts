import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import {
  LINK_MESSAGES,
  type PasswordAppliedSchema,
  PasswordApplyRequestSchema,
} from '@portal/contracts/provider/registration';
import type * as v from 'valibot';
import { hashPassword } from '../../auth/password-hash.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { ProviderError } from '../../http/provider-error.ts';
import { sendPasswordChangedMail } from '../../mail/account-mails.ts';
import { consumeMemberToken, retireMemberTokens } from '../../members/member-tokens.ts';

/**
 * POST /api/v1/account/password/apply — sets the new password for the account an e-mailed reset
 * link belongs to. Every session of the member is ended, and since the link proved the address is
 * theirs, the account counts as verified. Failures list their messages in `errors` (requirements §20.2).
 */
export function registerAccountPasswordApply(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/api/v1/account/password/apply',
    { preValidation: requireBearer(ctx), schema: { body: PasswordApplyRequestSchema } },
    async (request, reply) => {
      // The password is checked before the token is used, so a rejected password does not burn the link.
      const body = request.body;
      const passwordHash = await hashPassword(body.password);
      const member = await ctx.db.transaction(async (tx) => {
        const memberId = await consumeMemberToken(tx, body.token, 'password-reset');
        if (memberId === null) return null;
        const updated = await tx.query<{ email_address: string | null; first_name: string | null }>(
          `update members set password_hash = $2, verified = true, login_enabled = true, updated_at = now()
          where id = $1 and deleted_at is null returning email_address, first_name`,
          [memberId, passwordHash],
        );
        const row = updated.rows[0];
        if (!row) return null;
        await retireMemberTokens(tx, memberId, 'password-reset');
        await ctx.tokens.revokeAllForMember(tx, memberId);
        if (row.email_address) {
          await sendPasswordChangedMail(
            tx,
            { emailAddress: row.email_address, firstName: row.first_name },
            ctx.settings.portalOrigin,
          );
        }
        return row;
      });
      if (!member) {
        throw new ProviderError(400, ERROR_CODES.invalidLink, LINK_MESSAGES.reset, [
          { field: 'token', message: LINK_MESSAGES.reset },
        ]);
      }
      const answer: v.InferOutput<typeof PasswordAppliedSchema> = { status: 'password-changed' };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
