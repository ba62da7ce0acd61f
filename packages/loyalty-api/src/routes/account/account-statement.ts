import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { StatementRequestSchema, type StatementSent } from '@portal/contracts/provider/email-preferences';
import * as v from 'valibot';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound, ProviderError } from '../../http/provider-error.ts';
import { mayMail } from '../../mail/mail-throttle.ts';
import { findMemberById } from '../../members/member-row.ts';
import { jamaicaToday } from '../../points/points-expiry.ts';
import { lastMonth, mailStatement } from '../../reminders/monthly-statement.ts';

/**
 * POST /api/v1/account/statement — e-mails the signed-in member a statement of a past month
 * (the last one unless `month` is given), on request. Only to a verified address: a statement
 * lists where the member shops. No more than the inbox's hourly share (mail/mail-throttle.ts).
 */
export function registerAccountStatement(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/api/v1/account/statement',
    { preValidation: requireMember(ctx), schema: { body: v.optional(StatementRequestSchema, {}) } },
    async (request, reply) => {
      const { month = lastMonth(ctx.now()) } = request.body;
      if (month >= jamaicaToday(ctx.now()).slice(0, 7)) {
        throw new ProviderError(400, ERROR_CODES.validation, 'A statement covers a month that has ended.', [
          { field: 'month', message: 'Choose a month before this one.' },
        ]);
      }
      const answer = await ctx.db.transaction(async (tx): Promise<StatementSent> => {
        const member = await findMemberById(tx, memberOf(request).memberId);
        if (!member) throw notFound('Account not found.');
        if (!member.email_address || !member.verified) {
          throw new ProviderError(
            403,
            ERROR_CODES.accountNotVerified,
            'Verify your e-mail address first: statements go only to an address you have confirmed.',
          );
        }
        if (!(await mayMail(tx, member.email_address, 'statement'))) {
          throw new ProviderError(
            429,
            ERROR_CODES.rateLimited,
            'You asked for several statements just now. Please try again in an hour.',
          );
        }
        const emailAddress = member.email_address;
        await mailStatement(tx, { ...member, email_address: emailAddress }, month, ctx.settings.portalOrigin);
        return { status: 'sent', month, emailAddress };
      });
      return reply.status(202).send(answer);
    },
  );
}
