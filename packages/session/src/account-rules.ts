import { ACCOUNT_EDIT } from '@portal/contracts/account-edit';
import type { Account } from '@portal/contracts/provider/account';

/** Account classes of requirements §1.3. */
export type AccountClass = 'guest' | 'pending' | 'verified';

export function accountClassOf(
  type: 'user' | 'guest' | null,
  account: Pick<Account, 'verified'> | null,
): AccountClass | null {
  if (type === 'guest') return 'guest';
  if (type === 'user' && account) return account.verified ? 'verified' : 'pending';
  return null;
}

/** Requirements §1.3: a guest with canUpdate counts as having update access; users always have it. */
export function hasUpdateAccess(type: 'user' | 'guest' | null, account: Pick<Account, 'canUpdate'> | null): boolean {
  if (!account) return false;
  return type === 'guest' ? account.canUpdate : true;
}

const REQUIRED_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'city',
  'address1',
  'prefix',
  'phoneNumber',
  'parish',
  'gender',
  'birthdate',
  'income',
] as const satisfies ReadonlyArray<keyof Account>;

/**
 * Requirements §7.2: the profile is complete only when these ten fields are filled and householdSize and
 * dependants are numbers.
 */
export function isProfileComplete(account: Account): boolean {
  const filled = REQUIRED_PROFILE_FIELDS.every((field) => {
    const value = account[field];
    return typeof value === 'string' && value.trim() !== '';
  });
  const isNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);
  return filled && isNumber(account.householdSize) && isNumber(account.dependants);
}

/**
 * What only full members may do (the About page: "To redeem rewards online, link a credit card or
 * claim promo codes, complete full registration"): guests must register fully, pending members
 * verify their e-mail address. The bundled provider refuses the same with 403
 * (full_registration_required / account_not_verified).
 */
export type FullMemberAction = 'redeem-reward' | 'claim-promo-code' | 'link-card';

export interface ActionRefusal {
  reason: 'guest' | 'pending';
  /** Why, in the member's words. */
  message: string;
  /** What to do about it. */
  nextStep: { label: string; to: string };
}

const DOING: Record<FullMemberAction, string> = {
  'redeem-reward': 'redeem rewards',
  'claim-promo-code': 'claim promo codes',
  'link-card': 'link partner-bank cards',
};

/** Why this member may not take the action, and the next step; null when they may. */
export function actionRefusalOf(accountClass: AccountClass | null, action: FullMemberAction): ActionRefusal | null {
  if (accountClass === 'guest') {
    return {
      reason: 'guest',
      message: `Guest accounts can’t ${DOING[action]}. Complete your registration — your e-mail address and a password — then verify your e-mail address, and you can. Your points come with you.`,
      nextStep: { label: 'Complete your registration', to: `/account?edit=${ACCOUNT_EDIT.guestRegistration}` },
    };
  }
  if (accountClass === 'pending') {
    return {
      reason: 'pending',
      message: `Verify your e-mail address to ${DOING[action]}: open the link in the e-mail we sent you when you registered.`,
      nextStep: { label: 'Send me a new verification link', to: '/resend-verification' },
    };
  }
  return null;
}
