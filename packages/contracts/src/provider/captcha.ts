import { MESSAGES } from '@portal/validation/messages';
import * as v from 'valibot';

/**
 * The self-hosted proof-of-work captcha (ALTCHA, v2 challenges). The provider issues signed
 * challenges; the browser solves one and sends the solution to `verify-captcha`, which answers a
 * short-lived, single-use token; the protected call (`contact-us`) spends the token.
 */

/**
 * Challenge parameters. Loose on purpose: they are signed as a whole, so every key the provider
 * sent must reach the solver and come back unchanged.
 */
const ChallengeParametersSchema = v.looseObject({
  algorithm: v.pipe(v.string(), v.maxLength(32)),
  nonce: v.pipe(v.string(), v.regex(/^[0-9a-f]{2,128}$/)),
  salt: v.pipe(v.string(), v.regex(/^[0-9a-f]{2,128}$/)),
  cost: v.pipe(v.number(), v.integer(), v.minValue(1)),
  keyLength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(64)),
  keyPrefix: v.pipe(v.string(), v.regex(/^[0-9a-f]{1,128}$/)),
  keySignature: v.exactOptional(v.pipe(v.string(), v.regex(/^[0-9a-f]{2,256}$/))),
  /** Unix seconds. */
  expiresAt: v.exactOptional(v.number()),
});

/** GET /api/v1/captcha/challenge */
export const CaptchaChallengeSchema = v.object({
  parameters: ChallengeParametersSchema,
  signature: v.pipe(v.string(), v.regex(/^[0-9a-f]{2,256}$/)),
});
export type CaptchaChallenge = v.InferOutput<typeof CaptchaChallengeSchema>;

/** What the widget produces once it has solved a challenge: base64 of this JSON. */
export const CaptchaSolutionPayloadSchema = v.object({
  challenge: CaptchaChallengeSchema,
  solution: v.object({
    counter: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 32 - 1)),
    derivedKey: v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{2}){1,64}$/, MESSAGES.regex)),
    time: v.exactOptional(v.number()),
  }),
});

/** POST /api/v1/verify-captcha — `payload` is the widget's base64 payload. */
export const VerifyCaptchaRequestSchema = v.object({
  payload: v.pipe(v.string(), v.minLength(1), v.maxLength(4096), v.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
});

export const VerifyCaptchaResponseSchema = v.object({
  /** Spent by the protected call, once, before `expiresAt`. */
  captchaToken: v.pipe(v.string(), v.minLength(1)),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type VerifyCaptchaResponse = v.InferOutput<typeof VerifyCaptchaResponseSchema>;

/** A captcha token as the protected calls take it. */
export const CaptchaTokenSchema = v.pipe(
  v.string(),
  v.minLength(1, MESSAGES.regex),
  v.maxLength(128, MESSAGES.regex),
  v.regex(/^[A-Za-z0-9_-]+$/, MESSAGES.regex),
);
