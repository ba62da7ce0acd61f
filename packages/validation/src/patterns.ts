/** The shared patterns of requirements §17.1. */

/** The domain every guest account's e-mail address ends with. */
export const GUEST_EMAIL_DOMAIN = 'guest.islandrewards.jm';

export const PATTERNS = {
  /** Name-like text: not all digits; letters, digits, space, comma, dash, dot. */
  nameLike: /^(?!\d+$)[\p{L}0-9 ,.-]+$/u,
  /** Person names: letters, spaces, hyphen, apostrophe. */
  personName: /^[\p{L}' \u2019-]+$/u,
  /** Phone: 10 digits with an allowed Jamaican area code (876 or 658). */
  phone: /^(?:876|658)\d{7}$/,
  uuidV4: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i,
  /** 32-character lowercase alphanumeric (verification and reset tokens). */
  lowerAlnum32: /^[a-z0-9]{32}$/,
  /**
   * Password: 12–30 characters with a lowercase letter, an uppercase letter, a digit and a symbol.
   * `s`: any character counts, line breaks too, so the rule agrees with the checklist members see.
   */
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,30}$/s,
  /** Guest e-mail: letters and digits, then the fixed guest domain. */
  guestEmail: new RegExp(`^[A-Za-z0-9]+@${GUEST_EMAIL_DOMAIN.replace(/\./g, '\\.')}$`),
  /** A member number: 8 or more digits, not all zero. */
  memberNumber: /^(?!0+$)\d{8,}$/,
} as const;
