import type { AccountClass } from '@portal/session/account-rules';

export type BannerName = 'verify-email' | 'full-registration' | 'profile';

/**
 * The banners of requirements §7 for a signed-in member:
 * - a pending user sees the verify-email banner;
 * - a guest without update access sees the full-registration banner, hidden while the
 *   guest-registration edit is open;
 * - a verified user with an incomplete profile sees the profile banner.
 */
export function bannersFor(member: {
  accountClass: AccountClass | null;
  updateAccess: boolean;
  profileComplete: boolean;
  guestRegistrationOpen: boolean;
}): BannerName[] {
  switch (member.accountClass) {
    case 'pending':
      return ['verify-email'];
    case 'guest':
      return !member.updateAccess && !member.guestRegistrationOpen ? ['full-registration'] : [];
    case 'verified':
      return member.profileComplete ? [] : ['profile'];
    default:
      return [];
  }
}
