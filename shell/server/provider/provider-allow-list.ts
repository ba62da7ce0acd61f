/**
 * The provider calls a browser may make through the BFF (requirements §19), as method + path pairs.
 * Anything else never reaches the provider. Ids are short and plain: no dots, slashes or escapes.
 */
const ID = '[A-Za-z0-9_-]{1,64}';

/** The allowed calls, each a method and a pattern of the path after /api/v1/ (provider-allow-list.test.ts holds them to the provider contract). */
export const ALLOWED: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ['GET', /^account\/check-auth$/],
  ['GET', /^account\/spoonity-user-info$/],
  ['GET', /^account\/summary$/],
  ['GET', /^account\/points$/],
  ['GET', /^account\/points-expiry$/],
  ['GET', /^account\/metrics$/],
  ['GET', /^account\/tier$/],
  ['GET', /^account\/transactions$/],
  // History tools (docs/decisions/0033-transaction-history.md): the filtered history as CSV, and one
  // transaction.
  ['GET', /^account\/transactions\.csv$/],
  ['GET', new RegExp(`^account/transactions/${ID}$`)],
  // The security centre (docs/decisions/0042-security-centre.md): open sessions, signing one or all
  // others out, recent sign-ins.
  ['GET', /^account\/sessions$/],
  ['DELETE', /^account\/sessions$/],
  ['DELETE', new RegExp(`^account/sessions/${ID}$`)],
  ['GET', /^account\/sign-ins$/],
  // Wallet passes (docs/wallet.md): the member card and an active voucher, for Apple and Google.
  ['GET', /^account\/card\/apple-pass$/],
  ['GET', /^account\/card\/google-wallet-link$/],
  ['GET', /^vouchers\/\d{12}\/apple-pass$/],
  ['GET', /^vouchers\/\d{12}\/google-wallet-link$/],
  ['POST', /^account\/validate\/phone-number$/],
  ['POST', /^account\/validate\/email$/],
  ['PUT', /^account$/],
  ['DELETE', /^account$/],
  // Re-authentication before DELETE account: its `token` (docs/decisions/0035-account-deletion.md).
  ['POST', /^account\/deletion-token$/],
  ['POST', /^account\/password\/reset$/],
  ['POST', /^account\/password\/apply$/],
  ['GET', /^account\/verify-email$/],
  ['POST', /^account\/email-verification$/],
  ['GET', /^account\/email-preferences$/],
  ['PUT', /^account\/email-preferences$/],
  ['POST', /^account\/statement$/],
  ['GET', /^reward-category$/],
  ['GET', /^fgb-customer-number$/],
  ['POST', /^fgb-customer-number$/],
  ['POST', /^contact-us$/],
  ['POST', /^verify-captcha$/],
  ['GET', /^captcha\/challenge$/],
  ['GET', /^rewards$/],
  ['GET', /^rewards\/search$/],
  ['GET', new RegExp(`^rewards/${ID}$`)],
  ['POST', new RegExp(`^rewards/${ID}/redeem$`)],
  // A member's favourite rewards (docs/decisions/0028-affordability-and-favourites.md):
  // GET rewards/favourites is the list (matched above as an id).
  ['PUT', new RegExp(`^rewards/${ID}/favourite$`)],
  ['DELETE', new RegExp(`^rewards/${ID}/favourite$`)],
  // Offers (docs/decisions/0044-offers.md): the member's list, activating one and undoing it.
  ['GET', /^offers$/],
  ['PUT', new RegExp(`^offers/${ID}/activation$`)],
  ['DELETE', new RegExp(`^offers/${ID}/activation$`)],
  ['GET', /^vouchers$/],
  ['GET', /^vouchers\/search$/],
  ['GET', /^vouchers\/release-default-config$/],
  ['GET', new RegExp(`^vouchers/${ID}$`)],
  ['GET', new RegExp(`^promo-codes/${ID}$`)],
  ['POST', new RegExp(`^promo-codes/${ID}/claim$`)],
];

/** `path` is the part after /api/v1/, exactly as the browser sent it (no decoding). */
export function isAllowedProviderCall(method: string, path: string): boolean {
  return ALLOWED.some(([allowedMethod, pattern]) => allowedMethod === method && pattern.test(path));
}
