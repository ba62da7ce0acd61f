/**
 * The values of /account?edit= (requirements §2.3: one opens profile editing, another guest registration).
 * The account remote opens the editor; the shell hides the full-registration banner while the
 * guest registration is open.
 */
export const ACCOUNT_EDIT = { profile: 'profile', guestRegistration: 'guest-registration' } as const;
