import { ACCOUNT_EDIT } from './account-edit.ts';
import { ERROR_CODES } from './provider/api-error.ts';

/** Account classes of requirements §1.3. */
export type MemberClass = 'guest' | 'pending' | 'verified';

/**
 * What only full members may do (the About page: "To redeem rewards online, link a credit card or
 * claim promo codes, complete full registration"): guests must register fully, pending members
 * verify their e-mail address.
 */
export type FullMemberAction = 'redeem-reward' | 'claim-promo-code' | 'link-card' | 'activate-offer';

export interface FullMemberRefusal {
  reason: 'guest' | 'pending';
  /** The provider's 403 code for it. */
  code: typeof ERROR_CODES.fullRegistrationRequired | typeof ERROR_CODES.accountNotVerified;
  /** Why, in the member's words: the portal shows it, the provider answers it. */
  message: string;
  /** The step they need first, in a few words (a reward card says it instead of their points). */
  firstStep: string;
  /** What to do about it. */
  nextStep: { label: string; to: string };
}

const DOING: Readonly<Record<FullMemberAction, string>> = {
  'redeem-reward': 'redeem rewards',
  'claim-promo-code': 'claim promo codes',
  'link-card': 'link partner-bank cards',
  'activate-offer': 'activate offers',
};

/**
 * The one rule for what a member class may do: why this member may not take the action,
 * and the next step; null when they may, or while the class is not known. The portal's pages and
 * cards and the bundled provider's 403 all come from here, so they say the same thing.
 */
export function fullMemberRefusalOf(
  memberClass: MemberClass | null,
  action: FullMemberAction,
): FullMemberRefusal | null {
  if (memberClass === 'guest') {
    return {
      reason: 'guest',
      code: ERROR_CODES.fullRegistrationRequired,
      message: `Guest accounts can’t ${DOING[action]}. Complete your registration — your e-mail address and a password — then verify your e-mail address, and you can. Your points come with you.`,
      firstStep: 'Complete your registration first',
      nextStep: { label: 'Complete your registration', to: `/account?edit=${ACCOUNT_EDIT.guestRegistration}` },
    };
  }
  if (memberClass === 'pending') {
    return {
      reason: 'pending',
      code: ERROR_CODES.accountNotVerified,
      message: `Verify your e-mail address to ${DOING[action]}: open the link in the e-mail we sent you when you registered.`,
      firstStep: 'Verify your e-mail address first',
      nextStep: { label: 'Send me a new verification link', to: '/resend-verification' },
    };
  }
  return null;
}
