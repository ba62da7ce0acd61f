import * as v from 'valibot';

/**
 * The error body every provider and BFF error carries. `code` is stable and machine-readable;
 * `message` is fit to show a member; `errors` lists field problems (password apply reads the
 * first of them, requirements §20.2).
 */
export const ApiErrorSchema = v.object({
  code: v.string(),
  message: v.string(),
  errors: v.optional(
    v.array(
      v.object({
        field: v.optional(v.string()),
        message: v.string(),
      }),
    ),
  ),
  /**
   * With `challenge_required` (a BFF login past its free budget): the ALTCHA challenge to solve and
   * send back. Kept loose here; the solver hands it back exactly as received, and the BFF checks it.
   */
  challenge: v.optional(v.looseObject({ parameters: v.looseObject({}), signature: v.string() })),
});

export type ApiErrorBody = v.InferOutput<typeof ApiErrorSchema>;

/** Codes shared by the provider and the BFF. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  invalidToken: 'invalid_token',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  /** A login past its free budget: solve the proof-of-work `challenge` in the answer and send it again. */
  challengeRequired: 'challenge_required',
  /** The BFF's queue of password checks is full: try again after Retry-After. */
  loginBusy: 'login_busy',
  invalidGrant: 'invalid_grant',
  invalidClient: 'invalid_client',
  unsupportedGrant: 'unsupported_grant_type',
  accountNotVerified: 'account_not_verified',
  providerUnavailable: 'provider_unavailable',
  providerTimeout: 'provider_timeout',
  /** The BFF's shared store (Redis) is unreachable: guarded actions such as logins fail closed. */
  storeUnavailable: 'store_unavailable',
  /** The BFF's circuit breaker for this group of provider calls is open: refused at once (503). */
  providerCircuitOpen: 'provider_circuit_open',
  internal: 'internal_error',
  csrf: 'csrf_rejected',
  notAllowed: 'route_not_allowed',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** Redeem: the reward is switched off, not yet active, or past its end date. */
  rewardInactive: 'reward_inactive',
  /** Redeem: no vouchers of a limited reward are left. */
  rewardOutOfStock: 'reward_out_of_stock',
  /** Redeem: the member's balance is below the reward's points cost. */
  insufficientPoints: 'insufficient_points',
  /** The captcha solution is forged, malformed or wrong. */
  captchaInvalid: 'captcha_invalid',
  /** The captcha challenge ran out of time before it was verified. */
  captchaExpired: 'captcha_expired',
  /** The captcha solution was already used once. */
  captchaReused: 'captcha_reused',
  /** A captcha-protected call came without a valid, unspent captcha token. */
  captchaRequired: 'captcha_required',
  /** A verification or password-reset link that is unknown, expired or already used. */
  invalidLink: 'invalid_link',
  /** Re-authentication (account deletion) with a wrong password. */
  incorrectPassword: 'incorrect_password',
  /** A guest registering with an e-mail address another account holds. */
  emailUnavailable: 'email_unavailable',
  promoCodeUnknown: 'promo_code_unknown',
  promoCodeExpired: 'promo_code_expired',
  promoCodeNotStarted: 'promo_code_not_started',
  promoCodeClaimed: 'promo_code_claimed',
  promoCodeExhausted: 'promo_code_exhausted',
  /** A guest account tried what needs full registration (redeem a reward, claim a promo code): 403. */
  fullRegistrationRequired: 'full_registration_required',
  /** The partner bank did not confirm the card (requirements §13 card failure message). */
  cardNotLinked: 'card_not_linked',
  /** An offer that does not exist, or not for this member. */
  offerUnknown: 'offer_unknown',
  /** Activating an offer that has not started or has ended; undoing one that has ended. */
  offerNotOpen: 'offer_not_open',
  /** A published offer file with a bad offer: `errors` names each; nothing was changed. */
  offerFileInvalid: 'offer_file_invalid',
  /** An offers preview that has ended or never was (the preview link outlived it). */
  offerPreviewUnknown: 'offer_preview_unknown',
  /** Activating or undoing while previewing staged offers: a preview only shows. */
  offerPreviewReadOnly: 'offer_preview_read_only',
  /** A purchase id the till already recorded for another member or amount. */
  purchaseConflict: 'purchase_conflict',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
