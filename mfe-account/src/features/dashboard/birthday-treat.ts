import { isBirthdayMonth } from '@portal/contracts/birthday-treat';
import { jamaicaWallClock } from '@portal/contracts/jamaica-time';
import type { Voucher } from '@portal/contracts/provider/vouchers';
import type { AccountClass } from '@portal/session/account-rules';

/**
 * Which birthday card the dashboard shows (docs/decisions/0045-birthday-treat.md), known from the
 * account alone so that its place is kept from the first render: a full member without a
 * birthdate is invited to add one; in the birthday month (Jamaica time) the treat's card; null
 * otherwise, and for a guest or a pending member, who get no treat before full registration and
 * already see the step they need first.
 */
export function birthdayCardOf(
  memberClass: AccountClass | null,
  birthdate: string | null | undefined,
  now: Date,
): 'invite' | 'treat' | null {
  if (memberClass !== 'verified') return null;
  if (!birthdate) return 'invite';
  return isBirthdayMonth(birthdate, now) ? 'treat' : null;
}

/** What the treat's card says, from the member's newest birthday voucher. */
export type TreatState =
  /** Issued and not used yet: shown with its value, its last day and a link to it. */
  | { kind: 'active'; voucher: Voucher }
  /** This year's was used (or has gone). */
  | { kind: 'had' }
  /** Not issued yet: the provider's hourly sweep issues it. */
  | { kind: 'coming' };

export function treatStateOf(newest: Voucher | undefined, now: Date): TreatState {
  if (newest?.status === 'issued') return { kind: 'active', voucher: newest };
  const thisYear = jamaicaWallClock(now).getUTCFullYear();
  if (newest && jamaicaWallClock(new Date(newest.issuedAt)).getUTCFullYear() === thisYear) return { kind: 'had' };
  return { kind: 'coming' };
}
