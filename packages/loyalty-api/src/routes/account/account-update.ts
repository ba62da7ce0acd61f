import { ACCOUNT_EDIT } from '@portal/contracts/account-edit';
import { type Account, AccountUpdateSchema, type ProfileUpdate } from '@portal/contracts/provider/account';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import { type GuestRegistration, LINK_TTL_SECONDS } from '@portal/contracts/provider/registration';
import { hashPassword } from '../../auth/password-hash.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound, ProviderError } from '../../http/provider-error.ts';
import { sendVerificationMail } from '../../mail/account-mails.ts';
import { findMemberById, type MemberRow, toAccount } from '../../members/member-row.ts';
import { issueMemberToken } from '../../members/member-tokens.ts';
import { loadNamedDependants, replaceNamedDependants } from '../../members/named-dependants.ts';

const EMAIL_UNAVAILABLE =
  'This email address can’t be used for your account. Please use another address or contact customer care.';

/**
 * PUT /api/v1/account — two kinds, told apart by `update` (the values of /account?edit=):
 * 'profile' saves the profile and needs update access (users; guests with canUpdate, requirements §1.3);
 * 'guest-registration' makes a guest a full member: a user, pending until the e-mailed link
 * verifies the new address. Answers with the account as it now is.
 */
export function registerAccountUpdate(app: ProviderApp, ctx: ProviderContext): void {
  async function lockedMember(tx: Queryable, memberId: number): Promise<MemberRow> {
    const found = await tx.query<MemberRow>('select * from members where id = $1 and deleted_at is null for update', [
      memberId,
    ]);
    const member = found.rows[0];
    if (!member) throw notFound('Account not found.');
    return member;
  }

  async function saveProfile(tx: Queryable, memberId: number, profile: ProfileUpdate): Promise<void> {
    const member = await lockedMember(tx, memberId);
    if (member.type === 'guest' && !member.can_update) {
      // 409, not 403: a 403 means "the session is gone" to the portal (requirements §5.3 refresh rule).
      throw new ProviderError(
        409,
        ERROR_CODES.conflict,
        'Please complete your full registration to edit your profile.',
      );
    }
    await tx.query(
      `update members set prefix = $2, first_name = $3, last_name = $4, gender = $5, birthdate = $6, phone_number = $7,
         address1 = $8, city = $9, parish = $10, household_size = $11, dependants = $12, income = $13,
         occupation = $14, updated_at = now()
       where id = $1`,
      [
        memberId,
        profile.prefix,
        profile.firstName,
        profile.lastName,
        profile.gender,
        profile.birthdate,
        profile.phoneNumber,
        profile.address1,
        profile.city,
        profile.parish,
        profile.householdSize,
        profile.dependants,
        profile.income,
        profile.occupation,
      ],
    );
    await replaceNamedDependants(tx, memberId, profile.namedDependants);
  }

  async function registerGuest(tx: Queryable, memberId: number, registration: GuestRegistration): Promise<void> {
    const member = await lockedMember(tx, memberId);
    if (member.type !== 'guest') {
      throw new ProviderError(409, ERROR_CODES.conflict, 'Your account is already a full membership.');
    }
    const taken = await tx.query(
      'select 1 from members where lower(email_address) = lower($1) and deleted_at is null and id <> $2',
      [registration.emailAddress, memberId],
    );
    if (taken.rows.length > 0) {
      // The guest is signed in, so this tells only a known member that an address is in use.
      throw new ProviderError(409, ERROR_CODES.emailUnavailable, EMAIL_UNAVAILABLE, [
        { field: 'emailAddress', message: EMAIL_UNAVAILABLE },
      ]);
    }
    await tx.query(
      `update members set type = 'user', verified = false, login_enabled = true, can_update = true,
         email_address = $2, password_hash = $3, prefix = $4, first_name = $5, last_name = $6, gender = $7,
         birthdate = $8, phone_number = $9, terms_accepted_at = now(), updated_at = now()
       where id = $1`,
      [
        memberId,
        registration.emailAddress,
        await hashPassword(registration.password),
        registration.prefix,
        registration.firstName,
        registration.lastName,
        registration.gender,
        registration.birthdate,
        registration.phoneNumber,
      ],
    );
    const { token } = await issueMemberToken(tx, memberId, 'email-verification', LINK_TTL_SECONDS.emailVerification);
    await sendVerificationMail(
      tx,
      {
        emailAddress: registration.emailAddress,
        firstName: registration.firstName,
        accountNumber: member.account_number,
      },
      ctx.settings.portalOrigin,
      token,
    );
  }

  // The member is known (preValidation) before the body is judged: a stranger's body is a 401.
  app.put(
    '/api/v1/account',
    { preValidation: requireMember(ctx), schema: { body: AccountUpdateSchema } },
    async (request): Promise<Account> => {
      const { memberId } = memberOf(request);
      const body = request.body;
      if (body.update === ACCOUNT_EDIT.profile) {
        await ctx.db.transaction((tx) => saveProfile(tx, memberId, body));
      } else {
        try {
          await ctx.db.transaction((tx) => registerGuest(tx, memberId, body));
        } catch (error) {
          if ((error as { code?: string }).code !== '23505') throw error;
          throw new ProviderError(409, ERROR_CODES.emailUnavailable, EMAIL_UNAVAILABLE, [
            { field: 'emailAddress', message: EMAIL_UNAVAILABLE },
          ]);
        }
      }
      const member = await findMemberById(ctx.db, memberId);
      if (!member) throw notFound('Account not found.');
      return { ...toAccount(member), namedDependants: await loadNamedDependants(ctx.db, memberId) };
    },
  );
}
