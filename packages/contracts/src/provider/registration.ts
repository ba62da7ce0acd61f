import {
  birthdateRule,
  emailRule,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  genderRule,
  passwordRule,
  personNameRule,
  phoneRule,
  titleRule,
} from '@portal/validation/field-rules';
import { MESSAGES } from '@portal/validation/messages';
import { PATTERNS } from '@portal/validation/patterns';
import * as v from 'valibot';
import { ACCOUNT_EDIT } from '../account-edit.ts';
import { CaptchaTokenSchema } from './captcha.ts';

/**
 * Registration and the e-mailed-link flows: register, the field checks registration makes,
 * e-mail verification and password reset (requirements §19.3 account calls).
 */

/**
 * The fields of a full registration, online or by a guest (requirements §14.1 leaves them out;
 * docs/decisions/0034-registration-profile-and-emailed-links.md).
 */
const registrationFields = {
  prefix: v.nullable(titleRule()),
  firstName: personNameRule(),
  lastName: personNameRule(),
  emailAddress: emailRule(),
  phoneNumber: phoneRule(),
  birthdate: birthdateRule(),
  gender: v.nullable(genderRule()),
  password: passwordRule(),
  termsAccepted: v.literal(true, FIELD_MESSAGES.termsRequired),
};

/** Where a registration came from (the login page's registrationSource, kept in session storage). */
export const REGISTRATION_SOURCE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * POST /api/v1/account/register (client token, through the BFF's register payload). The answer is the
 * same whether or not the address already has an account
 * (docs/decisions/0034-registration-profile-and-emailed-links.md): the owner of an existing address
 * gets an e-mail instead, so registration cannot be used to probe addresses.
 */
export const RegisterRequestSchema = v.strictObject({
  ...registrationFields,
  /** From verify-captcha: a registration is spent like a contact message (one token, once). */
  captchaToken: CaptchaTokenSchema,
  registrationSource: v.optional(v.nullable(v.pipe(v.string(), v.regex(REGISTRATION_SOURCE_PATTERN, MESSAGES.regex)))),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = v.object({
  status: v.literal('verification-sent'),
  emailAddress: v.string(),
});
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

/** PUT /api/v1/account with update 'guest-registration': a guest becomes a full member (pending verification). */
export const GuestRegistrationSchema = v.strictObject({
  update: v.literal(ACCOUNT_EDIT.guestRegistration),
  ...registrationFields,
});
export type GuestRegistration = v.InferOutput<typeof GuestRegistrationSchema>;

/** POST validate/phone-number and validate/email: one field each; the answer says whether it will do. */
export const ValidatePhoneNumberRequestSchema = v.strictObject({
  phoneNumber: v.pipe(v.string(), v.maxLength(40)),
});
export const ValidateEmailRequestSchema = v.strictObject({
  emailAddress: v.pipe(v.string(), v.maxLength(FIELD_LIMITS.emailMax + 66)),
});
export const FieldCheckSchema = v.object({
  valid: v.boolean(),
  /** The value as it will be stored (a phone number without spaces or country code), when valid. */
  value: v.nullable(v.string()),
  /** Why not, when not valid (the requirements §17.3 message). */
  message: v.nullable(v.string()),
});
export type FieldCheck = v.InferOutput<typeof FieldCheckSchema>;

/** POST password/reset and email-verification: `{ emailAddress }`, answered the same whatever the address. */
export const EmailAddressRequestSchema = v.strictObject({
  emailAddress: v.pipe(v.string(), v.trim(), v.maxLength(FIELD_LIMITS.emailMax), v.email(MESSAGES.email)),
});
export const AcceptedSchema = v.object({ status: v.literal('accepted') });

const linkToken = v.pipe(v.string(), v.regex(PATTERNS.lowerAlnum32, MESSAGES.regex));

/** POST password/apply: the token from the e-mailed link and the new password. */
export const PasswordApplyRequestSchema = v.strictObject({
  token: linkToken,
  password: passwordRule(),
});
export const PasswordAppliedSchema = v.object({ status: v.literal('password-changed') });

/** GET verify-email?token= */
export const VerifyEmailQuerySchema = v.object({ token: linkToken });
export const EmailVerifiedSchema = v.object({ status: v.literal('verified') });

/** How long e-mailed links work (docs/decisions/0034-registration-profile-and-emailed-links.md). */
export const LINK_TTL_SECONDS = { emailVerification: 48 * 3600, passwordReset: 3600 } as const;

/** What a member reads when an e-mailed link does not work any more. */
export const LINK_MESSAGES = {
  reset: 'This password reset link has expired or has already been used. Please ask for a new one.',
  verification: 'Your account could not be verified. Please try the link again',
} as const;
