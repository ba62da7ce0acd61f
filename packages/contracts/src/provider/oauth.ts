import * as v from 'valibot';

/** The authority of an application-level (client) token (requirements §5.1). */
export const ROLE_CLIENT = 'ROLE_CLIENT';
export const ROLE_MEMBER = 'ROLE_MEMBER';

/** POST /oauth/token response (RFC 6749 §5.1). */
export const TokenResponseSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.string(),
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(1)),
  refresh_token: v.optional(v.string()),
  scope: v.optional(v.string()),
  jti: v.optional(v.string()),
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

/** Claims of the provider's access tokens (a JWT, as Spring-style OAuth servers issue). */
export const AccessTokenClaimsSchema = v.looseObject({
  sub: v.string(),
  authorities: v.array(v.string()),
  client_id: v.string(),
  exp: v.number(),
  iat: v.number(),
  jti: v.string(),
  sid: v.optional(v.string()),
});

/** Request bodies of POST /oauth/token, form-encoded. */
const PasswordGrantSchema = v.object({
  grant_type: v.literal('password'),
  username: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  /**
   * Our extension (RFC 6749 §8.2 allows extension parameters): the signing-in browser's User-Agent,
   * which the BFF passes on (cut to `USER_AGENT_MAX`), for the member's security centre.
   */
  user_agent: v.optional(v.pipe(v.string(), v.maxLength(512))),
  /** Our extension: an opaque id of the browser (the BFF's hash of its known-device cookie); tells a new device. */
  device_id: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/))),
});
/** The longest User-Agent the provider keeps; the BFF cuts longer ones. */
export const USER_AGENT_MAX = 512;
const ClientCredentialsGrantSchema = v.object({ grant_type: v.literal('client_credentials') });
const RefreshGrantSchema = v.object({
  grant_type: v.literal('refresh_token'),
  refresh_token: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
});
export const TokenRequestSchema = v.variant('grant_type', [
  PasswordGrantSchema,
  ClientCredentialsGrantSchema,
  RefreshGrantSchema,
]);

/** POST /oauth/revoke (RFC 7009). */
export const RevokeRequestSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  token_type_hint: v.optional(v.picklist(['access_token', 'refresh_token'])),
});

/** The answer of POST /oauth/revoke: an empty object, whether or not the token was known (RFC 7009 §2.2). */
export const RevokeResponseSchema = v.object({});

/**
 * POST /oauth/login-key (form-encoded, client authentication): the key the BFF counts login
 * attempts under. The same for every name of one account (number or e-mail), and just as
 * opaque for a name no account has, so it tells the BFF nothing about who exists.
 */
export const LoginKeyRequestSchema = v.object({
  login: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254)),
});
export const LoginKeyResponseSchema = v.object({
  loginKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
});
