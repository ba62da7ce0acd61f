import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { Queryable } from '../db/database.ts';
import { ProviderError } from '../http/provider-error.ts';

/**
 * Redeeming a reward, claiming a promo code and linking a partner-bank card need full registration (the About page; the
 * portal's rule is actionRefusalOf in @portal/session/account-rules): a guest account is refused with
 * full_registration_required, a member whose e-mail address is not verified with
 * account_not_verified — both 403, nothing changed.
 */
export async function requireFullMember(db: Queryable, memberId: number, doing: string): Promise<void> {
  const member = (
    await db.query<{ type: string; verified: boolean }>('select type, verified from members where id = $1', [memberId])
  ).rows[0];
  if (member?.type === 'guest') {
    throw new ProviderError(
      403,
      ERROR_CODES.fullRegistrationRequired,
      `Guest accounts can’t ${doing}. Complete your registration and verify your e-mail address first.`,
    );
  }
  if (member && !member.verified) {
    throw new ProviderError(403, ERROR_CODES.accountNotVerified, `Verify your e-mail address to ${doing}.`);
  }
}
