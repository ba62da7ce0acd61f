import { memberAccount } from '@portal/contracts/testing/member-account';
import { describe, expect, it } from 'vitest';
import { accountClassOf, actionRefusalOf, hasUpdateAccess, isProfileComplete } from './account-rules.ts';

/** A complete profile: the ten fields and both counts (0 counts). */
const complete = memberAccount({ dependants: 0, income: '$200,001-$300,000' });

describe('account classes (requirements §1.3)', () => {
  it('tells guests, pending users and verified users apart', () => {
    expect(accountClassOf('guest', { verified: false })).toBe('guest');
    expect(accountClassOf('user', { verified: false })).toBe('pending');
    expect(accountClassOf('user', { verified: true })).toBe('verified');
    expect(accountClassOf(null, null)).toBeNull();
  });

  it('gives update access to users, and to guests only with canUpdate', () => {
    expect(hasUpdateAccess('user', { canUpdate: false })).toBe(true);
    expect(hasUpdateAccess('guest', { canUpdate: true })).toBe(true);
    expect(hasUpdateAccess('guest', { canUpdate: false })).toBe(false);
    expect(hasUpdateAccess('guest', null)).toBe(false);
  });
});

describe('profile completeness (requirements §7.2)', () => {
  it('is complete when the ten fields are filled and the two counts are numbers (0 counts)', () => {
    expect(isProfileComplete(complete)).toBe(true);
  });

  it.each([
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
  ] as const)('is incomplete without %s', (field) => {
    expect(isProfileComplete({ ...complete, [field]: null })).toBe(false);
    expect(isProfileComplete({ ...complete, [field]: '   ' })).toBe(false);
  });

  it('is incomplete when householdSize or dependants is not a number', () => {
    expect(isProfileComplete({ ...complete, householdSize: null })).toBe(false);
    expect(isProfileComplete({ ...complete, dependants: null })).toBe(false);
  });

  it('does not need the fields outside the rule', () => {
    expect(isProfileComplete({ ...complete, occupation: null, emailAddress: null })).toBe(true);
  });
});

describe('what only full members may do', () => {
  const actions = ['redeem-reward', 'claim-promo-code', 'link-card'] as const;

  it('lets a verified member redeem, claim and link a card', () => {
    for (const action of actions) expect(actionRefusalOf('verified', action)).toBeNull();
  });

  it('refuses a guest, with full registration as the next step', () => {
    for (const action of actions) {
      const refusal = actionRefusalOf('guest', action);
      expect(refusal?.reason).toBe('guest');
      expect(refusal?.message).toMatch(
        /^Guest accounts can’t (redeem rewards|claim promo codes|link partner-bank cards)\. Complete your registration/,
      );
      expect(refusal?.nextStep).toEqual({
        label: 'Complete your registration',
        to: '/account?edit=guest-registration',
      });
    }
  });

  it('refuses a pending member, with verifying the e-mail address as the next step', () => {
    for (const action of actions) {
      const refusal = actionRefusalOf('pending', action);
      expect(refusal?.reason).toBe('pending');
      expect(refusal?.message).toMatch(
        /^Verify your e-mail address to (redeem rewards|claim promo codes|link partner-bank cards)/,
      );
      expect(refusal?.nextStep.to).toBe('/resend-verification');
    }
  });

  it('says nothing for someone not signed in (the sign-in guard asks them first)', () => {
    expect(actionRefusalOf(null, 'redeem-reward')).toBeNull();
  });
});
