/**
 * Session-storage key of the login page's registrationSource query parameter (requirements §2.2). The shell's
 * login page stores it; registration sends it with the register payload.
 */
export const REGISTRATION_SOURCE_KEY = 'island-rewards.registration-source';
