import {
  type AcceptedSchema,
  EmailAddressRequestSchema,
  LINK_TTL_SECONDS,
} from '@portal/contracts/provider/registration';
import { isGuestEmail } from '@portal/validation/field-rules';
import type * as v from 'valibot';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { sendPasswordResetMail } from '../../mail/account-mails.ts';
import { mayMail } from '../../mail/mail-throttle.ts';
import { issueMemberToken } from '../../members/member-tokens.ts';

/**
 * POST /api/v1/account/password/reset — e-mails a reset link (1 hour, single use) when an account
 * has the address. The answer is the same either way, so it tells nobody who is a member: same
 * body, and the same time, because it is sent before the address is even looked up (the lookup
 * and the mail are done afterwards, in the background).
 */
export function registerAccountPasswordReset(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/api/v1/account/password/reset',
    { preValidation: requireBearer(ctx), schema: { body: EmailAddressRequestSchema } },
    async (request, reply) => {
      const { emailAddress } = request.body;
      if (!isGuestEmail(emailAddress)) {
        ctx.background.run(request.log, 'password reset mail', () =>
          ctx.db.transaction(async (tx) => {
            const found = await tx.query<{ id: string | number; first_name: string | null; email_address: string }>(
              `select id, first_name, email_address from members
            where lower(email_address) = lower($1) and deleted_at is null`,
              [emailAddress],
            );
            const member = found.rows[0];
            if (!member || !(await mayMail(tx, member.email_address, 'password-reset'))) return;
            const { token } = await issueMemberToken(
              tx,
              Number(member.id),
              'password-reset',
              LINK_TTL_SECONDS.passwordReset,
            );
            await sendPasswordResetMail(
              tx,
              { emailAddress: member.email_address, firstName: member.first_name },
              ctx.settings.portalOrigin,
              token,
            );
          }),
        );
      }
      const answer: v.InferOutput<typeof AcceptedSchema> = { status: 'accepted' };
      return reply.status(202).header('cache-control', 'no-store').send(answer);
    },
  );
}
