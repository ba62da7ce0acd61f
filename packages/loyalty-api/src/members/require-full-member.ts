import { type FullMemberAction, fullMemberRefusalOf } from '@portal/contracts/full-member-rule';
import type { Queryable } from '../db/database.ts';
import { ProviderError } from '../http/provider-error.ts';

/**
 * Redeeming a reward, claiming a promo code and linking a partner-bank card need full registration (the About
 * page). The rule and its words are the portal's own (`@portal/contracts/full-member-rule`): a guest
 * account is refused with full_registration_required, a member whose e-mail address is not verified with
 * account_not_verified — both 403 with the message the portal shows, nothing changed.
 */
export async function requireFullMember(db: Queryable, memberId: number, action: FullMemberAction): Promise<void> {
  const member = (
    await db.query<{ type: string; verified: boolean }>('select type, verified from members where id = $1', [memberId])
  ).rows[0];
  if (!member) return;
  const refusal = fullMemberRefusalOf(
    member.type === 'guest' ? 'guest' : member.verified ? 'verified' : 'pending',
    action,
  );
  if (refusal) throw new ProviderError(403, refusal.code, refusal.message);
}
