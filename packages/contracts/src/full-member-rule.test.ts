import { describe, expect, it } from 'vitest';
import { type FullMemberAction, fullMemberRefusalOf, type MemberClass } from './full-member-rule.ts';

const ACTIONS: readonly FullMemberAction[] = ['redeem-reward', 'claim-promo-code', 'link-card', 'activate-offer'];

describe('what a member class may do (one rule for pages, cards and the provider)', () => {
  it('lets a verified member do everything, and says nothing while the class is unknown', () => {
    for (const action of ACTIONS) {
      expect(fullMemberRefusalOf('verified', action)).toBeNull();
      expect(fullMemberRefusalOf(null, action)).toBeNull();
    }
  });

  it.each([
    {
      memberClass: 'guest',
      code: 'full_registration_required',
      firstStep: 'Complete your registration first',
      nextStep: { label: 'Complete your registration', to: '/account?edit=guest-registration' },
      message: /^Guest accounts can’t (redeem rewards|claim promo codes|link partner-bank cards|activate offers)\./,
    },
    {
      memberClass: 'pending',
      code: 'account_not_verified',
      firstStep: 'Verify your e-mail address first',
      nextStep: { label: 'Send me a new verification link', to: '/resend-verification' },
      message:
        /^Verify your e-mail address to (redeem rewards|claim promo codes|link partner-bank cards|activate offers):/,
    },
  ] as const)('asks a $memberClass member for their first step, with the provider’s code for it', (expected) => {
    const { memberClass, message, ...rest } = expected;
    for (const action of ACTIONS) {
      const refusal = fullMemberRefusalOf(memberClass, action);
      expect(refusal).toMatchObject({ reason: memberClass, ...rest });
      expect(refusal?.message).toMatch(message);
    }
  });

  it('names the action in the message, so each refusal says what was refused', () => {
    const classes: MemberClass[] = ['guest', 'pending'];
    for (const memberClass of classes) {
      const messages = ACTIONS.map((action) => fullMemberRefusalOf(memberClass, action)?.message);
      expect(new Set(messages).size).toBe(ACTIONS.length);
    }
  });
});
