import * as v from 'valibot';
import { ACCOUNT_TYPES } from './provider/account.ts';

/**
 * The payload shapes of the product's own proxy endpoint, `/bff/token` (requirements §19.1). Tokens never
 * come back in a body: the BFF keeps them in httpOnly cookies.
 */
const memberIdField = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254));

export const PasswordGrantPayloadSchema = v.strictObject({
  grant_type: v.literal('password'),
  username: memberIdField,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  /** A solved login challenge (base64 ALTCHA payload), sent again after a `challenge_required` answer. */
  altcha: v.exactOptional(v.pipe(v.string(), v.minLength(1), v.maxLength(4096), v.regex(/^[A-Za-z0-9+/]+={0,2}$/))),
});

export const ClientCredentialsPayloadSchema = v.strictObject({
  grant_type: v.literal('client_credentials'),
});

/** `refreshToken` is accepted for the shape of requirements §19.1 but ignored: the refresh token lives in its cookie. */
export const RefreshPayloadSchema = v.strictObject({
  grant_type: v.literal('refresh_token'),
  refreshToken: v.optional(v.string()),
});

/** Account type lookup; with `toEncrypt` the BFF also returns the encrypted account value for guests. */
export const AccountTypeLookupPayloadSchema = v.strictObject({
  memberId: memberIdField,
  toEncrypt: v.optional(v.pipe(v.string(), v.maxLength(254))),
  /** Accepted for the shape of requirements §19.1; the BFF always uses the httpOnly token cookie. */
  cookie: v.optional(v.unknown()),
});

export const DecryptPayloadSchema = v.strictObject({
  toDecrypt: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
});

export const StoreAccountTypePayloadSchema = v.strictObject({
  accountType: v.picklist(['user', 'guest']),
});

/** Encrypted-password login: refused, see docs/decisions/0001-tokens-stay-in-the-bff.md. */
export const EncryptedPasswordLoginPayloadSchema = v.strictObject({
  username: memberIdField,
  token: v.string(),
});

/** Registration: `tokenService` names the credential the BFF uses ('client'), plus the registration fields. */
export const RegisterPayloadSchema = v.looseObject({
  tokenService: v.literal('client'),
});

export const BffTokenPayloadSchema = v.union([
  PasswordGrantPayloadSchema,
  ClientCredentialsPayloadSchema,
  RefreshPayloadSchema,
  AccountTypeLookupPayloadSchema,
  DecryptPayloadSchema,
  StoreAccountTypePayloadSchema,
  EncryptedPasswordLoginPayloadSchema,
  RegisterPayloadSchema,
]);

/** Answer to the grants: `data` without the tokens themselves. */
export const BffGrantResponseSchema = v.object({
  data: v.object({
    token_type: v.string(),
    expires_in: v.number(),
  }),
});

export const BffAccountTypeResponseSchema = v.object({
  accountType: v.picklist(ACCOUNT_TYPES),
  encryption: v.optional(v.string()),
});

/** A pop-up's stored state (the requirements §8.3 pop-up rule's `PopUpState`), as cookies and the BFF carry it. */
export const PopUpStateSchema = v.object({
  isSeen: v.boolean(),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  campaignId: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,80}$/))),
});

/** GET /bff/session — computed from the httpOnly cookies. */
export const BffSessionSchema = v.object({
  authenticated: v.boolean(),
  type: v.nullable(v.picklist(['user', 'guest'])),
  /** The pop-up state mirrored in the signed pop_up / pop_up_rewards cookies (requirements §8.2). */
  popUps: v.object({ pop_up: v.nullable(PopUpStateSchema), pop_up_rewards: v.nullable(PopUpStateSchema) }),
});
export type BffSession = v.InferOutput<typeof BffSessionSchema>;

/** POST /bff/pop-up — mirrors a pop-up's state into its signed cookie. */
export const PopUpCookiePayloadSchema = v.strictObject({
  key: v.picklist(['pop_up', 'pop_up_rewards']),
  ...PopUpStateSchema.entries,
});

/** Header every state-changing request to the BFF must carry (CSRF defence with the Origin check). */
export const CSRF_HEADER = 'x-portal-request';
export const CSRF_HEADER_VALUE = '1';
