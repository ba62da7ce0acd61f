import {
  LINK_TTL_SECONDS,
  RegisterRequestSchema,
  type RegisterResponse,
} from '@portal/contracts/provider/registration';
import { hashPassword } from '../../auth/password-hash.ts';
import { captchaRequired } from '../../captcha/captcha-errors.ts';
import { captchaServiceFor } from '../../captcha/captcha-service.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { requireBearer } from '../../http/authenticate.ts';
import { sendAccountExistsMail, sendVerificationMail } from '../../mail/account-mails.ts';
import { mayMail } from '../../mail/mail-throttle.ts';
import { nextAccountNumber } from '../../members/account-number.ts';
import { issueMemberToken } from '../../members/member-tokens.ts';

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';

/**
 * POST /api/v1/account/register — an online registration (client token; the BFF's register
 * payload). The new member is a pending user who cannot sign in until the e-mailed link verifies
 * the address. An address that already has an account gets an e-mail instead of a second account,
 * and the caller gets the very same answer, so registration tells nobody who is a member.
 */
export function registerAccountRegister(app: ProviderApp, ctx: ProviderContext): void {
  const { portalOrigin } = ctx.settings;
  const captcha = captchaServiceFor(ctx);

  async function tellExistingOwner(tx: Queryable, emailAddress: string): Promise<void> {
    const found = await tx.query<{
      id: string | number;
      first_name: string | null;
      account_number: string;
      verified: boolean;
    }>(
      `select id, first_name, account_number, verified from members
        where lower(email_address) = lower($1) and deleted_at is null`,
      [emailAddress],
    );
    const owner = found.rows[0];
    if (!owner) return;
    // Someone who registered and lost the e-mail gets a fresh link; anyone else is told an account exists.
    const kind = owner.verified ? 'account-exists' : 'email-verification';
    if (!(await mayMail(tx, emailAddress, kind))) return;
    const to = { emailAddress, firstName: owner.first_name, accountNumber: owner.account_number };
    if (owner.verified) {
      await sendAccountExistsMail(tx, to, portalOrigin);
    } else {
      const { token } = await issueMemberToken(
        tx,
        Number(owner.id),
        'email-verification',
        LINK_TTL_SECONDS.emailVerification,
      );
      await sendVerificationMail(tx, to, portalOrigin, token);
    }
  }

  app.post(
    '/api/v1/account/register',
    { preValidation: requireBearer(ctx), schema: { body: RegisterRequestSchema } },
    async (request, reply) => {
      const body = request.body;
      // The captcha first: a refused or spent token costs no password hashing and tells nothing.
      if (!(await ctx.db.transaction((tx) => captcha.spendToken(tx, body.captchaToken)))) throw captchaRequired();
      // Hashed before looking the address up, so both outcomes take the same time.
      const passwordHash = await hashPassword(body.password);
      const answer: RegisterResponse = { status: 'verification-sent', emailAddress: body.emailAddress };

      const register = () =>
        ctx.db.transaction(async (tx) => {
          const taken = await tx.query(
            'select 1 from members where lower(email_address) = lower($1) and deleted_at is null',
            [body.emailAddress],
          );
          if (taken.rows.length > 0) {
            await tellExistingOwner(tx, body.emailAddress);
            return;
          }
          const accountNumber = await nextAccountNumber(tx);
          const inserted = await tx.query<{ id: string | number }>(
            `insert into members (account_number, email_address, password_hash, type, verified, login_enabled, can_update,
             prefix, first_name, last_name, gender, birthdate, phone_number, member_since, registration_source,
             terms_accepted_at)
           values ($1, $2, $3, 'user', false, false, true, $4, $5, $6, $7, $8, $9, current_date, $10, now())
           returning id`,
            [
              accountNumber,
              body.emailAddress,
              passwordHash,
              body.prefix,
              body.firstName,
              body.lastName,
              body.gender,
              body.birthdate,
              body.phoneNumber,
              body.registrationSource ?? null,
            ],
          );
          const memberId = Number(inserted.rows[0]!.id);
          const { token } = await issueMemberToken(
            tx,
            memberId,
            'email-verification',
            LINK_TTL_SECONDS.emailVerification,
          );
          await sendVerificationMail(
            tx,
            { emailAddress: body.emailAddress, firstName: body.firstName, accountNumber },
            portalOrigin,
            token,
          );
        });

      try {
        await register();
      } catch (error) {
        // Two registrations of one address at once: the second finds the first's account.
        if (!isUniqueViolation(error)) throw error;
        await ctx.db.transaction((tx) => tellExistingOwner(tx, body.emailAddress));
      }
      return reply.status(202).header('cache-control', 'no-store').send(answer);
    },
  );
}
