import {
  type FullMemberAction,
  type FullMemberRefusal,
  fullMemberRefusalOf,
  type MemberClass,
} from '@portal/contracts/full-member-rule';
import type { Account } from '@portal/contracts/provider/account';

/** Account classes of requirements §1.3. */
export type AccountClass = MemberClass;

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
 * What only full members may do: the one rule lives in `@portal/contracts/full-member-rule`
 * (the provider answers its 403s from it too); these names are kept for the account remote.
 */
export type { FullMemberAction } from '@portal/contracts/full-member-rule';
export type ActionRefusal = FullMemberRefusal;

/** Why this member may not take the action, and the next step; null when they may. */
export const actionRefusalOf: (accountClass: AccountClass | null, action: FullMemberAction) => ActionRefusal | null =
  fullMemberRefusalOf;
