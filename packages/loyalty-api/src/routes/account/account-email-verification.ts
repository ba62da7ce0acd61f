import {
  type AcceptedSchema,
  EmailAddressRequestSchema,
  LINK_TTL_SECONDS,
} from '@portal/contracts/provider/registration';
import { isGuestEmail } from '@portal/validation/field-rules';
import type * as v from 'valibot';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { sendVerificationMail } from '../../mail/account-mails.ts';
import { mayMail } from '../../mail/mail-throttle.ts';
import { issueMemberToken } from '../../members/member-tokens.ts';

/**
 * POST /api/v1/account/email-verification — sends a new verification link to an account waiting
 * for one. Answered the same whether or not such an account exists.
 */
export function registerAccountEmailVerification(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/api/v1/account/email-verification',
    { preValidation: requireBearer(ctx), schema: { body: EmailAddressRequestSchema } },
    async (request, reply) => {
      const { emailAddress } = request.body;
      if (!isGuestEmail(emailAddress)) {
        await ctx.db.transaction(async (tx) => {
          const found = await tx.query<{
            id: string | number;
            first_name: string | null;
            account_number: string;
            email_address: string;
          }>(
            `select id, first_name, account_number, email_address from members
            where lower(email_address) = lower($1) and deleted_at is null and not verified`,
            [emailAddress],
          );
          const member = found.rows[0];
          if (!member || !(await mayMail(tx, member.email_address, 'email-verification'))) return;
          const { token } = await issueMemberToken(
            tx,
            Number(member.id),
            'email-verification',
            LINK_TTL_SECONDS.emailVerification,
          );
          await sendVerificationMail(
            tx,
            { emailAddress: member.email_address, firstName: member.first_name, accountNumber: member.account_number },
            ctx.settings.portalOrigin,
            token,
          );
        });
      }
      const answer: v.InferOutput<typeof AcceptedSchema> = { status: 'accepted' };
      return reply.status(202).header('cache-control', 'no-store').send(answer);
    },
  );
}
