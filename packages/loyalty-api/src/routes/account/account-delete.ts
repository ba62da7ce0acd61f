import { AccountDeletionQuerySchema } from '@portal/contracts/provider/account';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { isGuestEmail } from '@portal/validation/field-rules';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { ProviderError } from '../../http/provider-error.ts';
import { sendAccountDeletedMail } from '../../mail/account-mails.ts';
import type { MemberRow } from '../../members/member-row.ts';
import { consumeMemberToken } from '../../members/member-tokens.ts';

/**
 * DELETE /api/v1/account?token={token}&cardNumber={card} — deletes the signed-in member's account.
 * `token` comes from POST deletion-token (the password, just given); `cardNumber` must be the
 * member's own account number. Every session ends at once, sign-in fails from then on, the
 * personal details are erased and linked cards released; the ledger stays, anonymous, for the books.
 */
export function registerAccountDelete(app: ProviderApp, ctx: ProviderContext): void {
  app.delete(
    '/api/v1/account',
    { preValidation: requireMember(ctx), schema: { querystring: AccountDeletionQuerySchema } },
    async (request, reply) => {
      const principal = memberOf(request);
      const { token, cardNumber } = request.query;
      if (cardNumber !== principal.accountNumber) {
        throw new ProviderError(400, ERROR_CODES.badRequest, 'The account number does not match your account.');
      }
      const deleted = await ctx.db.transaction(async (tx) => {
        const tokenMemberId = await consumeMemberToken(tx, token, 'account-deletion');
        if (tokenMemberId !== principal.memberId) return false;
        const found = await tx.query<MemberRow>(
          'select * from members where id = $1 and deleted_at is null for update',
          [principal.memberId],
        );
        const member = found.rows[0];
        if (!member) return false;
        if (member.email_address && !isGuestEmail(member.email_address)) {
          await sendAccountDeletedMail(tx, {
            emailAddress: member.email_address,
            firstName: member.first_name,
            accountNumber: member.account_number,
          });
        }
        await ctx.tokens.revokeAllForMember(tx, principal.memberId);
        if (member.points > 0) {
          await tx.query(
            `insert into point_transactions (member_id, occurred_at, kind, description, points)
           values ($1, now(), 'adjust', 'Points forfeited: account deleted', $2)`,
            [principal.memberId, -member.points],
          );
        }
        await tx.query('delete from linked_cards where member_id = $1', [principal.memberId]);
        await tx.query('delete from member_dependants where member_id = $1', [principal.memberId]);
        await tx.query('delete from member_tokens where member_id = $1', [principal.memberId]);
        // No reminder or statement may go to a deleted account (its address is cleared below as well).
        await tx.query('delete from email_preferences where member_id = $1', [principal.memberId]);
        // '!' is no scrypt hash: no password verifies against it.
        await tx.query(
          `update members set deleted_at = now(), login_enabled = false, password_hash = '!deleted', email_address = null,
           prefix = null, first_name = null, last_name = null, gender = null, birthdate = null, phone_number = null,
           address1 = null, city = null, parish = null, household_size = null, dependants = null, income = null,
           occupation = null, points = 0, updated_at = now()
         where id = $1`,
          [principal.memberId],
        );
        return true;
      });
      if (!deleted) {
        throw new ProviderError(400, ERROR_CODES.invalidLink, 'The confirmation has expired. Please try again.');
      }
      return reply.status(204).header('cache-control', 'no-store').send();
    },
  );
}
