import * as v from 'valibot';
import {
  AccountDeletionQuerySchema,
  AccountMetricsSchema,
  AccountSchema,
  AccountSummarySchema,
  AccountTypeQuerySchema,
  AccountTypeResponseSchema,
  CheckAuthResponseSchema,
  DeletionTokenRequestSchema,
  DeletionTokenSchema,
  PointsExpirySchema,
  PointsSchema,
  ProfileUpdateSchema,
  TransactionFiltersSchema,
  TransactionIdParamsSchema,
  TransactionSchema,
  TransactionsPageSchema,
  TransactionsQuerySchema,
} from './account.ts';
import { ApiErrorSchema, ERROR_CODES, type ErrorCode } from './api-error.ts';
import { CaptchaChallengeSchema, VerifyCaptchaRequestSchema, VerifyCaptchaResponseSchema } from './captcha.ts';
import { CardLinkRequestSchema, LinkedCardSchema, LinkedCardsSchema } from './cards.ts';
import { ContactUsRequestSchema, ContactUsResponseSchema } from './contact.ts';
import { EmailPreferencesSchema, StatementRequestSchema, StatementSentSchema } from './email-preferences.ts';
import { NotReadySchema, ReadinessSchema } from './health.ts';
import {
  LoginKeyRequestSchema,
  LoginKeyResponseSchema,
  RevokeRequestSchema,
  RevokeResponseSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from './oauth.ts';
import { OfferFileSchema, OfferPreviewSchema, OfferPublishResultSchema } from './offer-file.ts';
import { MemberOfferListSchema, MemberOfferSchema, OfferIdParamsSchema, OffersPreviewHeadersSchema } from './offers.ts';
import { PromoClaimRequestSchema, PromoClaimSchema, PromoCodeParamsSchema, PromoCodeSchema } from './promo-codes.ts';
import { PurchaseRequestSchema, RecordedPurchaseSchema } from './purchases.ts';
import {
  AcceptedSchema,
  EmailAddressRequestSchema,
  EmailVerifiedSchema,
  FieldCheckSchema,
  GuestRegistrationSchema,
  PasswordAppliedSchema,
  PasswordApplyRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ValidateEmailRequestSchema,
  ValidatePhoneNumberRequestSchema,
  VerifyEmailQuerySchema,
} from './registration.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  RedeemResponseSchema,
  RewardCategoryListSchema,
  RewardFavouritesSchema,
  RewardIdParamsSchema,
  RewardImageParamsSchema,
  RewardListQuerySchema,
  RewardListSchema,
  RewardPageSchema,
  RewardSchema,
  RewardSearchQuerySchema,
} from './rewards.ts';
import { MemberSessionsSchema, SessionIdParamsSchema, SessionsEndedSchema, SignInEventsSchema } from './security.ts';
import { TierProgressSchema } from './tier.ts';
import {
  VoucherIdParamsSchema,
  VoucherListSchema,
  VoucherPageSchema,
  VoucherReleaseConfigSchema,
  VoucherSchema,
  VoucherSearchQuerySchema,
} from './vouchers.ts';
import { GoogleWalletLinkSchema, PKPASS_CONTENT_TYPE, WalletVoucherParamsSchema } from './wallet.ts';

/**
 * Every route the portal's BFF expects of a loyalty provider, listed once: the calls of
 * requirements §19 and the portal's additions. The OpenAPI document (`openapi/openapi-document.ts`,
 * committed as docs/provider-openapi.json) and the contract suite (`contract-suite/`) are both made
 * from this table, and the BFF's allow-list is tested against it (shell/server).
 */

/** The version of the provider contract: the OpenAPI document's `info.version`. */
export const PROVIDER_CONTRACT_VERSION = '1.0.0';

/**
 * How a route authenticates its caller:
 * - `none`: public;
 * - `client-credentials`: HTTP Basic with the BFF's OAuth client id and secret (the /oauth routes);
 * - `client-token`: a bearer token of either kind: the application's client_credentials token
 *   (visitors) or a member's;
 * - `member-token`: a signed-in member's bearer token; a client token is refused with 403;
 * - `marketing-token`, `till-token`: a client_credentials token of that operator client
 *   (docs/decisions/0044-offers.md); any other token is refused with 403.
 */
export type ProviderAuth =
  | 'none'
  | 'client-credentials'
  | 'client-token'
  | 'member-token'
  | 'marketing-token'
  | 'till-token';

export type ProviderMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The groups the routes are documented in (the OpenAPI tags). */
export const PROVIDER_ROUTE_GROUPS = {
  oauth: 'Signing in: OAuth 2 grants for the BFF, revoking a session, the login key.',
  health: 'Whether the provider should be sent traffic.',
  account: 'The member: who is signed in, the profile, the dashboard figures, account deletion.',
  transactions: 'The points ledger: a page at a time, as CSV, one transaction.',
  registration: 'Registering, the field checks, e-mail verification and password reset (e-mailed links).',
  preferences: 'What the member wants by e-mail, and statements on request.',
  security: 'The security centre: open sessions and recent sign-ins.',
  wallet: 'The member card and active vouchers as Apple Wallet passes and Google Wallet links.',
  rewards: 'The catalogue, search, favourites, redeeming, reward images.',
  vouchers: 'The member’s vouchers.',
  'promo-codes': 'Looking a promo code up and claiming it.',
  offers: 'Offers a member sees, activates and undoes.',
  operator: 'The programme’s own systems, never a browser: marketing publishing offers, a till recording a purchase.',
  cards: 'Partner-bank credit cards linked to the account.',
  'captcha-and-contact': 'The proof-of-work captcha and the contact form it guards.',
} as const;
type ProviderRouteGroup = keyof typeof PROVIDER_ROUTE_GROUPS;

/** A response's body: JSON checked by a schema, or a file of a content type. None: an empty body (204). */
type ProviderResponseBody = { json: v.GenericSchema } | { file: string };

export interface ProviderResponse {
  description: string;
  body?: ProviderResponseBody;
  /** For an error answer (an ApiError body): the `code`s it may carry. */
  codes?: readonly ErrorCode[];
}

export interface ProviderRoute {
  /** Unique, camelCase: the OpenAPI operationId. */
  operationId: string;
  method: ProviderMethod;
  /** The path as OpenAPI writes it, parameters in braces: `/api/v1/rewards/{id}`. */
  path: `/${string}`;
  summary: string;
  description?: string;
  group: ProviderRouteGroup;
  auth: ProviderAuth;
  /**
   * Whether a browser may call it through the BFF's `/api/v1/*` pass-through (the BFF's
   * allow-list, shell/server/provider/provider-allow-list.ts); otherwise only the BFF itself calls it.
   */
  passThrough: boolean;
  /** Where the route comes from: a section of the requirements, or `addition` (the portal's own). */
  origin: `requirements §${string}` | 'addition';
  params?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** A valid value of each path parameter: documentation, and the example path of `examplePath`. */
  paramExamples?: Readonly<Record<string, string>>;
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** Request headers the route reads (lower case). */
  headers?: v.ObjectSchema<v.ObjectEntries, undefined>;
  body?: {
    schema: v.GenericSchema;
    /** The /oauth routes take form-encoded bodies (RFC 6749); the rest JSON. */
    form?: boolean;
    /** The body may be left out. */
    optional?: boolean;
  };
  /** Every status the route answers with, and what comes with it. */
  responses: Readonly<Record<number, ProviderResponse>>;
}

const json = (schema: v.GenericSchema, description: string): ProviderResponse => ({
  description,
  body: { json: schema },
});
const file = (contentType: string, description: string): ProviderResponse => ({
  description,
  body: { file: contentType },
});
const error = (codes: readonly ErrorCode[], description: string): ProviderResponse => ({
  description,
  body: { json: ApiErrorSchema },
  codes,
});
const noContent = (description: string): ProviderResponse => ({ description });

const E = ERROR_CODES;
const notFound = (description: string) => error([E.notFound], description);

/**
 * The answers every route of an auth kind may give, added to each route's own: a refused client
 * (Basic), a missing or invalid bearer token, a client token where a member's is needed.
 */
const AUTH_RESPONSES: Record<ProviderAuth, Record<number, ProviderResponse>> = {
  none: {},
  'client-credentials': {
    401: error([E.invalidClient], 'The client id and secret (HTTP Basic) are missing or wrong.'),
  },
  'client-token': {
    401: error([E.unauthorized, E.invalidToken], 'No bearer token, or one that is invalid or has expired.'),
  },
  'member-token': {
    401: error([E.unauthorized, E.invalidToken], 'No bearer token, or one that is invalid or has expired.'),
    403: error([E.forbidden], 'A client token: this route needs a signed-in member’s.'),
  },
  'marketing-token': {
    401: error([E.unauthorized, E.invalidToken], 'No bearer token, or one that is invalid or has expired.'),
    403: error([E.forbidden], 'A token of another client, or a member’s: this route needs marketing’s.'),
  },
  'till-token': {
    401: error([E.unauthorized, E.invalidToken], 'No bearer token, or one that is invalid or has expired.'),
    403: error([E.forbidden], 'A token of another client, or a member’s: this route needs the till’s.'),
  },
};

const VALIDATION = error([E.validation], 'The request does not match its schema; `errors` names the fields.');

/**
 * A route as the table writes it, completed with the answers its auth kind and its input imply
 * (the route's own description of a status wins over the standard one).
 */
function route(spec: ProviderRoute): ProviderRoute {
  const takesInput = Boolean(spec.params || spec.query || spec.headers || spec.body);
  return {
    ...spec,
    responses: {
      ...(takesInput ? { 400: VALIDATION } : {}),
      ...AUTH_RESPONSES[spec.auth],
      ...spec.responses,
    },
  };
}

/** Redeem, claim a promo code, link a card: refused to guests and to members whose e-mail is not verified. */
const FULL_MEMBER_ONLY = error(
  [E.fullRegistrationRequired, E.accountNotVerified, E.forbidden],
  'A client token; or the member is a guest (full_registration_required) or has not verified their e-mail (account_not_verified).',
);

/** What an offer's activation routes (activate, undo) share: the path, the member's token, the offer's id. */
const OFFER_ACTIVATION = {
  path: '/api/v1/offers/{id}/activation',
  group: 'offers',
  auth: 'member-token',
  passThrough: true,
  origin: 'addition',
  params: OfferIdParamsSchema,
  paramExamples: { id: 'portmore-spend' },
  headers: OffersPreviewHeadersSchema,
} as const;
/** What marketing's two routes share: its own client's token, and an offer file as the body. */
const MARKETING_OFFER_FILE = {
  group: 'operator',
  auth: 'marketing-token',
  passThrough: false,
  origin: 'addition',
  body: { schema: OfferFileSchema },
} as const;
const OFFER_UNKNOWN = error([E.offerUnknown], 'No such offer, or not one for this member.');
const OFFER_PREVIEW_READ_ONLY =
  'While previewing (`offers-preview`), nothing can be activated or undone: `offer_preview_read_only`.';

/** The routes, in the order of the document. */
export const PROVIDER_ROUTES: readonly ProviderRoute[] = [
  // OAuth: the BFF's own calls, HTTP Basic client authentication, form-encoded (requirements §19.2).
  route({
    operationId: 'oauthToken',
    method: 'POST',
    path: '/oauth/token',
    summary: 'Issue tokens: password, client_credentials and refresh_token grants (RFC 6749).',
    description:
      'The password grant signs a member in (`username` is the member number or the e-mail address) and answers an access and a refresh token; client_credentials answers the application token visitors use; refresh_token rotates a member’s refresh token — a refresh token used twice ends the session. `user_agent` and `device_id` are the portal’s extension parameters (RFC 6749 §8.2), for the security centre.',
    group: 'oauth',
    auth: 'client-credentials',
    passThrough: false,
    origin: 'requirements §19.2',
    body: { schema: TokenRequestSchema, form: true },
    responses: {
      200: json(TokenResponseSchema, 'The tokens. A member’s access token is a JWT whose `sub` is the account number.'),
      400: error(
        [E.invalidGrant, E.unsupportedGrant, E.validation],
        'Wrong credentials or refresh token (invalid_grant), a grant this client may not use, or a malformed request.',
      ),
      401: error(
        [E.invalidClient, E.accountNotVerified],
        'Client authentication failed (invalid_client), or the right password for an account whose e-mail is not verified yet (account_not_verified).',
      ),
    },
  }),
  route({
    operationId: 'oauthRevoke',
    method: 'POST',
    path: '/oauth/revoke',
    summary: 'End the session a token belongs to (RFC 7009): at logout and at every new sign-in.',
    group: 'oauth',
    auth: 'client-credentials',
    passThrough: false,
    origin: 'addition',
    body: { schema: RevokeRequestSchema, form: true },
    responses: { 200: json(RevokeResponseSchema, 'Revoked, or the token was not known (the same answer).') },
  }),
  route({
    operationId: 'oauthLoginKey',
    method: 'POST',
    path: '/oauth/login-key',
    summary: 'The opaque key the BFF counts login attempts under: one per account, whichever name is used.',
    description:
      'The same key for the member number and the e-mail address of one account, and an equally opaque key for a name no account has, so the answer tells nothing about who is a member. No password is checked.',
    group: 'oauth',
    auth: 'client-credentials',
    passThrough: false,
    origin: 'addition',
    body: { schema: LoginKeyRequestSchema, form: true },
    responses: { 200: json(LoginKeyResponseSchema, 'The key.') },
  }),

  route({
    operationId: 'healthReady',
    method: 'GET',
    path: '/health/ready',
    summary: 'Readiness: 200 while the provider should be sent traffic.',
    description:
      'The BFF’s own readiness follows this status (a provider without it may answer 404 here and 200 at GET /health instead).',
    group: 'health',
    auth: 'none',
    passThrough: false,
    origin: 'addition',
    responses: {
      200: json(ReadinessSchema, 'Ready.'),
      503: json(NotReadySchema, 'Draining, or the database cannot be reached.'),
    },
  }),

  // The member's account (requirements §19.2, §19.3).
  route({
    operationId: 'accountCheckAuth',
    method: 'GET',
    path: '/api/v1/account/check-auth',
    summary: 'Who the bearer token belongs to: a member (ROLE_MEMBER, their account number) or the client.',
    description: 'The BFF confirms every member token here before it trusts the token’s own claims.',
    group: 'account',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.3',
    responses: { 200: json(CheckAuthResponseSchema, 'The token’s owner.') },
  }),
  route({
    operationId: 'accountType',
    method: 'GET',
    path: '/api/v1/account/type',
    summary: 'The signed-in member’s account type (user or guest), asked right after the password grant.',
    description:
      '`card` is the member number or e-mail address just signed in with; any other account answers `unknown`.',
    group: 'account',
    auth: 'member-token',
    passThrough: false,
    origin: 'requirements §19.2',
    query: AccountTypeQuerySchema,
    responses: { 200: json(AccountTypeResponseSchema, 'The account type.') },
  }),
  route({
    operationId: 'accountUserInfo',
    method: 'GET',
    path: '/api/v1/account/spoonity-user-info',
    summary: 'The signed-in member’s account: the profile fields and the member class.',
    group: 'account',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.3',
    responses: { 200: json(AccountSchema, 'The account.'), 404: notFound('The account no longer exists.') },
  }),
  route({
    operationId: 'accountSummary',
    method: 'GET',
    path: '/api/v1/account/summary',
    summary: 'The dashboard’s account card, with the whole ledger in five figures that add up to the balance.',
    group: 'account',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.3',
    responses: { 200: json(AccountSummarySchema, 'The summary.'), 404: notFound('The account no longer exists.') },
  }),
  route({
    operationId: 'accountPoints',
    method: 'GET',
    path: '/api/v1/account/points',
    summary: 'The balance and the member’s tier.',
    group: 'account',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.3',
    responses: { 200: json(PointsSchema, 'Points and tier.'), 404: notFound('The account no longer exists.') },
  }),
  route({
    operationId: 'accountPointsExpiry',
    method: 'GET',
    path: '/api/v1/account/points-expiry',
    summary: 'Which points expire when, soonest first.',
    group: 'account',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.3',
    responses: { 200: json(PointsExpirySchema, 'The batches.'), 404: notFound('The account no longer exists.') },
  }),
  route({
    operationId: 'accountMetrics',
    method: 'GET',
    path: '/api/v1/account/metrics',
    summary: 'The member’s year so far (Jamaica time) and points earned per month over 12 months.',
    group: 'account',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.3',
    responses: { 200: json(AccountMetricsSchema, 'The figures.') },
  }),
  route({
    operationId: 'accountTier',
    method: 'GET',
    path: '/api/v1/account/tier',
    summary: 'The member’s tier, what it gives, and this year’s progress towards keeping or reaching one.',
    group: 'account',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    responses: { 200: json(TierProgressSchema, 'The tier progress.'), 404: notFound('The account no longer exists.') },
  }),
  route({
    operationId: 'accountUpdate',
    method: 'PUT',
    path: '/api/v1/account',
    summary: 'Save the profile (`update: profile`), or make a guest a full member (`update: guest-registration`).',
    group: 'account',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.3',
    body: { schema: v.union([ProfileUpdateSchema, GuestRegistrationSchema]) },
    responses: {
      200: json(AccountSchema, 'The account as it now is.'),
      404: notFound('The account no longer exists.'),
      409: error(
        [E.conflict, E.emailUnavailable],
        'A guest without update access editing the profile, a full member registering as a guest (conflict), or an e-mail address another account holds (email_unavailable).',
      ),
    },
  }),
  route({
    operationId: 'accountDeletionToken',
    method: 'POST',
    path: '/api/v1/account/deletion-token',
    summary: 'Re-authentication before deleting the account: the password buys a single-use token (10 minutes).',
    group: 'account',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    body: { schema: DeletionTokenRequestSchema },
    responses: {
      200: json(DeletionTokenSchema, 'The token DELETE /api/v1/account requires.'),
      400: error(
        [E.incorrectPassword, E.validation],
        'A wrong password (incorrect_password, on the `password` field).',
      ),
      404: notFound('The account no longer exists.'),
      429: error([E.rateLimited], 'Too many wrong passwords in a row.'),
    },
  }),
  route({
    operationId: 'accountDelete',
    method: 'DELETE',
    path: '/api/v1/account',
    summary: 'Delete the signed-in member’s account: every session ends, personal details are erased.',
    group: 'account',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.3',
    query: AccountDeletionQuerySchema,
    responses: {
      204: noContent('Deleted.'),
      400: error(
        [E.badRequest, E.invalidLink, E.validation],
        '`cardNumber` is not the member’s own (bad_request), or the token is unknown, used or expired (invalid_link).',
      ),
    },
  }),

  // The points ledger.
  route({
    operationId: 'accountTransactions',
    method: 'GET',
    path: '/api/v1/account/transactions',
    summary: 'The points ledger, newest first, a page at a time; filtered by kind, days and store.',
    group: 'transactions',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.3',
    query: TransactionsQuerySchema,
    responses: { 200: json(TransactionsPageSchema, 'One page.') },
  }),
  route({
    operationId: 'accountTransactionsCsv',
    method: 'GET',
    path: '/api/v1/account/transactions.csv',
    summary: 'Every transaction the same filters show, as CSV (RFC 4180, UTF-8 with a BOM), as a download.',
    group: 'transactions',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    query: TransactionFiltersSchema,
    responses: { 200: file('text/csv', 'The CSV, with `Content-Disposition: attachment; filename="…"`.') },
  }),
  route({
    operationId: 'accountTransaction',
    method: 'GET',
    path: '/api/v1/account/transactions/{id}',
    summary: 'One of the member’s own transactions; another member’s answers as one that does not exist.',
    group: 'transactions',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    params: TransactionIdParamsSchema,
    paramExamples: { id: '1' },
    responses: {
      200: json(TransactionSchema, 'The transaction.'),
      404: notFound('No such transaction of this member.'),
    },
  }),

  // Registration and the e-mailed links.
  route({
    operationId: 'accountRegister',
    method: 'POST',
    path: '/api/v1/account/register',
    summary: 'An online registration: a pending member who signs in once the e-mailed link verifies the address.',
    description:
      'Answered the same whether or not the address already has an account (its owner is e-mailed instead), so registration tells nobody who is a member. Spends a captcha token.',
    group: 'registration',
    auth: 'client-token',
    passThrough: false,
    origin: 'requirements §19.2',
    body: { schema: RegisterRequestSchema },
    responses: {
      202: json(RegisterResponseSchema, 'Registered, or the owner was told; a verification link is on its way.'),
      400: error([E.validation, E.captchaRequired], 'Invalid fields, or no unspent captcha token (captcha_required).'),
    },
  }),
  route({
    operationId: 'accountValidatePhoneNumber',
    method: 'POST',
    path: '/api/v1/account/validate/phone-number',
    summary: 'Whether a phone number will do, given back as it will be stored.',
    group: 'registration',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.3',
    body: { schema: ValidatePhoneNumberRequestSchema },
    responses: { 200: json(FieldCheckSchema, 'The verdict.') },
  }),
  route({
    operationId: 'accountValidateEmail',
    method: 'POST',
    path: '/api/v1/account/validate/email',
    summary: 'Whether an e-mail address will do for registration (never whether an account has it).',
    group: 'registration',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.3',
    body: { schema: ValidateEmailRequestSchema },
    responses: { 200: json(FieldCheckSchema, 'The verdict.') },
  }),
  route({
    operationId: 'accountPasswordReset',
    method: 'POST',
    path: '/api/v1/account/password/reset',
    summary: 'E-mail a password-reset link (1 hour, single use); the same answer whatever the address.',
    group: 'registration',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.3',
    body: { schema: EmailAddressRequestSchema },
    responses: { 202: json(AcceptedSchema, 'Accepted.') },
  }),
  route({
    operationId: 'accountPasswordApply',
    method: 'POST',
    path: '/api/v1/account/password/apply',
    summary: 'Set the new password with the token of a reset link; every session of the member ends.',
    group: 'registration',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.3',
    body: { schema: PasswordApplyRequestSchema },
    responses: {
      200: json(PasswordAppliedSchema, 'Changed.'),
      400: error(
        [E.invalidLink, E.validation],
        'The link is unknown, used or expired (invalid_link), or the password breaks the rule; the portal shows `errors[0].message` (requirements §20.2).',
      ),
    },
  }),
  route({
    operationId: 'accountVerifyEmail',
    method: 'GET',
    path: '/api/v1/account/verify-email',
    summary: 'The e-mailed verification link: the member is verified and may sign in. Each link works once, 48 hours.',
    group: 'registration',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.3',
    query: VerifyEmailQuerySchema,
    responses: {
      200: json(EmailVerifiedSchema, 'Verified.'),
      400: error([E.invalidLink, E.validation], 'The link is unknown, used or expired (invalid_link).'),
    },
  }),
  route({
    operationId: 'accountEmailVerification',
    method: 'POST',
    path: '/api/v1/account/email-verification',
    summary: 'Send a new verification link to an account waiting for one; the same answer whatever the address.',
    group: 'registration',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.3',
    body: { schema: EmailAddressRequestSchema },
    responses: { 202: json(AcceptedSchema, 'Accepted.') },
  }),

  // E-mail preferences and statements.
  route({
    operationId: 'accountEmailPreferences',
    method: 'GET',
    path: '/api/v1/account/email-preferences',
    summary: 'What the member wants by e-mail: expiry reminders, new rewards, monthly statements.',
    group: 'preferences',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    responses: { 200: json(EmailPreferencesSchema, 'The preferences.') },
  }),
  route({
    operationId: 'accountEmailPreferencesSave',
    method: 'PUT',
    path: '/api/v1/account/email-preferences',
    summary: 'Save all three preferences.',
    group: 'preferences',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    body: { schema: EmailPreferencesSchema },
    responses: { 200: json(EmailPreferencesSchema, 'The preferences as saved.') },
  }),
  route({
    operationId: 'accountStatement',
    method: 'POST',
    path: '/api/v1/account/statement',
    summary: 'E-mail the member a statement of a past month (the last one unless `month` is given).',
    group: 'preferences',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    body: { schema: StatementRequestSchema, optional: true },
    responses: {
      202: json(StatementSentSchema, 'Sent.'),
      400: error([E.validation], 'Not a month, or a month that has not ended.'),
      403: error([E.forbidden, E.accountNotVerified], 'A client token, or the member’s e-mail is not verified.'),
      404: notFound('The account no longer exists.'),
      429: error([E.rateLimited], 'Several statements asked for within the hour.'),
    },
  }),

  // The security centre.
  route({
    operationId: 'accountSessions',
    method: 'GET',
    path: '/api/v1/account/sessions',
    summary: 'The member’s open sessions: the asking one first, then the most recently used.',
    group: 'security',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    responses: { 200: json(MemberSessionsSchema, 'The sessions.') },
  }),
  route({
    operationId: 'accountSessionsEndOthers',
    method: 'DELETE',
    path: '/api/v1/account/sessions',
    summary: 'Sign out every session of the member but the asking one.',
    group: 'security',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    responses: { 200: json(SessionsEndedSchema, 'How many ended.') },
  }),
  route({
    operationId: 'accountSessionEnd',
    method: 'DELETE',
    path: '/api/v1/account/sessions/{id}',
    summary: 'Sign out one other session of the member, at once.',
    group: 'security',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    params: SessionIdParamsSchema,
    paramExamples: { id: 'session-1' },
    responses: {
      204: noContent('Ended.'),
      404: notFound('Another member’s session, or one already ended.'),
      409: error([E.conflict], 'The asking session: signing out this browser is the portal’s logout.'),
    },
  }),
  route({
    operationId: 'accountSignIns',
    method: 'GET',
    path: '/api/v1/account/sign-ins',
    summary: 'The last ten sign-in attempts on the account, newest first.',
    group: 'security',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    responses: { 200: json(SignInEventsSchema, 'The attempts.') },
  }),

  // Wallet passes.
  route({
    operationId: 'accountCardApplePass',
    method: 'GET',
    path: '/api/v1/account/card/apple-pass',
    summary: 'The member card as a signed Apple Wallet pass.',
    group: 'wallet',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    responses: {
      200: file(PKPASS_CONTENT_TYPE, 'The `.pkpass` (a ZIP), with `Content-Disposition: attachment; filename="…"`.'),
      404: notFound('The account no longer exists.'),
    },
  }),
  route({
    operationId: 'accountCardGoogleWalletLink',
    method: 'GET',
    path: '/api/v1/account/card/google-wallet-link',
    summary: 'A “Save to Google Wallet” link for the member card.',
    group: 'wallet',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    responses: { 200: json(GoogleWalletLinkSchema, 'The link.'), 404: notFound('The account no longer exists.') },
  }),
  route({
    operationId: 'voucherApplePass',
    method: 'GET',
    path: '/api/v1/vouchers/{voucherNumber}/apple-pass',
    summary: 'One of the member’s active vouchers as a signed Apple Wallet pass.',
    group: 'wallet',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    params: WalletVoucherParamsSchema,
    paramExamples: { voucherNumber: '100000000009' },
    responses: {
      200: file(PKPASS_CONTENT_TYPE, 'The `.pkpass` (a ZIP), with `Content-Disposition: attachment; filename="…"`.'),
      404: notFound('Another member’s voucher, or no such voucher.'),
      409: error([E.conflict], 'The member’s voucher is no longer active.'),
    },
  }),
  route({
    operationId: 'voucherGoogleWalletLink',
    method: 'GET',
    path: '/api/v1/vouchers/{voucherNumber}/google-wallet-link',
    summary: 'A “Save to Google Wallet” link for one of the member’s active vouchers.',
    group: 'wallet',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    params: WalletVoucherParamsSchema,
    paramExamples: { voucherNumber: '100000000009' },
    responses: {
      200: json(GoogleWalletLinkSchema, 'The link.'),
      404: notFound('Another member’s voucher, or no such voucher.'),
      409: error([E.conflict], 'The member’s voucher is no longer active.'),
    },
  }),

  // Rewards (requirements §19.4).
  route({
    operationId: 'rewardCategories',
    method: 'GET',
    path: '/api/v1/reward-category',
    summary: 'Every reward category, sorted by name.',
    group: 'rewards',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.4',
    responses: { 200: json(RewardCategoryListSchema, 'The categories.') },
  }),
  route({
    operationId: 'rewards',
    method: 'GET',
    path: '/api/v1/rewards',
    summary: 'The catalogue in its own order: a page with `shouldPage=true`, else a list of at most 100.',
    group: 'rewards',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.4',
    query: RewardListQuerySchema,
    responses: {
      200: json(v.union([RewardPageSchema, RewardListSchema]), 'A page with `shouldPage=true`, else a list.'),
    },
  }),
  route({
    operationId: 'rewardsSearch',
    method: 'GET',
    path: '/api/v1/rewards/search',
    summary: 'Search, filter by categories, sort and page the catalogue.',
    description:
      '`categories` may repeat or be comma-separated (slugs or ids). `affordable=true`, `favourites=true` and `sort=closest` are for a signed-in member only: from a client token they are a 400.',
    group: 'rewards',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.4',
    query: RewardSearchQuerySchema,
    responses: {
      200: json(v.union([RewardPageSchema, RewardListSchema]), 'A page with `shouldPage=true`, else a list.'),
      400: error([E.validation, E.badRequest], 'Invalid parameters, or a member-only filter from a client token.'),
    },
  }),
  route({
    operationId: 'rewardFavourites',
    method: 'GET',
    path: '/api/v1/rewards/favourites',
    summary: 'The ids of the member’s favourite rewards, most recently added first.',
    group: 'rewards',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    responses: { 200: json(RewardFavouritesSchema, 'The ids.') },
  }),
  route({
    operationId: 'reward',
    method: 'GET',
    path: '/api/v1/rewards/{id}',
    summary: 'One reward, also one that ended or has not started (its `availability` says so).',
    group: 'rewards',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.4',
    params: RewardIdParamsSchema,
    paramExamples: { id: '1' },
    responses: { 200: json(RewardSchema, 'The reward.'), 404: notFound('No such reward.') },
  }),
  route({
    operationId: 'rewardFavouriteAdd',
    method: 'PUT',
    path: '/api/v1/rewards/{id}/favourite',
    summary: 'Make a reward one of the member’s favourites (204 also when it already was).',
    group: 'rewards',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    params: RewardIdParamsSchema,
    paramExamples: { id: '1' },
    responses: {
      204: noContent('A favourite.'),
      404: notFound('No such reward.'),
      409: error([E.conflict], 'The member already keeps the most favourites allowed.'),
    },
  }),
  route({
    operationId: 'rewardFavouriteRemove',
    method: 'DELETE',
    path: '/api/v1/rewards/{id}/favourite',
    summary: 'No longer a favourite (204 also when it was not one).',
    group: 'rewards',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    params: RewardIdParamsSchema,
    paramExamples: { id: '1' },
    responses: { 204: noContent('Not a favourite.') },
  }),
  route({
    operationId: 'rewardRedeem',
    method: 'POST',
    path: '/api/v1/rewards/{id}/redeem',
    summary: 'Redeem a reward: the points, the ledger row and the voucher in one transaction.',
    description:
      'The `Idempotency-Key` header is one per confirmation, reused on a retry: the same key answers the same voucher (200) instead of a second one.',
    group: 'rewards',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.4',
    params: RewardIdParamsSchema,
    paramExamples: { id: '1' },
    headers: v.object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema }),
    responses: {
      200: json(RedeemResponseSchema, 'A retry of a key already redeemed: the same voucher.'),
      201: json(RedeemResponseSchema, 'Redeemed: the voucher and the new balance.'),
      403: FULL_MEMBER_ONLY,
      404: notFound('No such reward.'),
      409: error(
        [E.rewardInactive, E.rewardOutOfStock, E.insufficientPoints],
        'Not redeemable now: ended or not started, no vouchers left, or not enough points.',
      ),
    },
  }),
  route({
    operationId: 'rewardImage',
    method: 'GET',
    path: '/media/rewards/{file}',
    summary: 'A reward’s image (a reward’s `imageUrl`), public and cacheable; the BFF passes it through.',
    group: 'rewards',
    auth: 'none',
    passThrough: false,
    origin: 'addition',
    params: RewardImageParamsSchema,
    paramExamples: { file: 'reward.svg' },
    responses: { 200: file('image/svg+xml', 'The image, 640 × 400.'), 404: notFound('No such image.') },
  }),

  // Vouchers (requirements §19.4).
  route({
    operationId: 'vouchers',
    method: 'GET',
    path: '/api/v1/vouchers',
    summary: 'The member’s vouchers in every status a member sees, newest first, at most 100.',
    group: 'vouchers',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.4',
    responses: { 200: json(VoucherListSchema, 'The vouchers.') },
  }),
  route({
    operationId: 'vouchersSearch',
    method: 'GET',
    path: '/api/v1/vouchers/search',
    summary: 'The member’s vouchers in the given statuses (`status` may repeat), sorted, a page at a time.',
    group: 'vouchers',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.4',
    query: VoucherSearchQuerySchema,
    responses: { 200: json(VoucherPageSchema, 'One page.') },
  }),
  route({
    operationId: 'voucherReleaseConfig',
    method: 'GET',
    path: '/api/v1/vouchers/release-default-config',
    summary: 'How a newly issued voucher behaves: how long it is valid, when a till accepts it.',
    group: 'vouchers',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.4',
    responses: { 200: json(VoucherReleaseConfigSchema, 'The defaults.') },
  }),
  route({
    operationId: 'voucher',
    method: 'GET',
    path: '/api/v1/vouchers/{id}',
    summary: 'One of the member’s vouchers, by id or by its 12-digit voucher number.',
    group: 'vouchers',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.4',
    params: VoucherIdParamsSchema,
    paramExamples: { id: '1' },
    responses: { 200: json(VoucherSchema, 'The voucher.'), 404: notFound('Another member’s voucher, or none.') },
  }),

  // Promo codes (requirements §12, §19.4).
  route({
    operationId: 'promoCode',
    method: 'GET',
    path: '/api/v1/promo-codes/{code}',
    summary: 'What a code gives and whether this member can claim it now (`status`); any case.',
    group: 'promo-codes',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.4',
    params: PromoCodeParamsSchema,
    paramExamples: { code: 'ISLAND250' },
    responses: {
      200: json(PromoCodeSchema, 'The code.'),
      404: error([E.promoCodeUnknown], 'No such code.'),
    },
  }),
  route({
    operationId: 'promoCodeClaim',
    method: 'POST',
    path: '/api/v1/promo-codes/{code}/claim',
    summary: 'Claim a code’s points, once per member, with the member’s phone number.',
    group: 'promo-codes',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.4',
    params: PromoCodeParamsSchema,
    paramExamples: { code: 'ISLAND250' },
    body: { schema: PromoClaimRequestSchema },
    responses: {
      201: json(PromoClaimSchema, 'Claimed: the points and the new balance.'),
      403: FULL_MEMBER_ONLY,
      404: error([E.promoCodeUnknown], 'No such code.'),
      409: error(
        [E.promoCodeClaimed, E.promoCodeExpired, E.promoCodeNotStarted, E.promoCodeExhausted],
        'Not claimable: claimed already, expired, not started, or fully claimed.',
      ),
    },
  }),

  // Offers (docs/decisions/0044-offers.md).
  route({
    operationId: 'offers',
    method: 'GET',
    path: '/api/v1/offers',
    summary: 'The open offers for this member, each with their activation and the points earned from it.',
    description:
      'Only offers whose window is open now and whose audience takes the member in, soonest ending first. For a guest or a pending member each carries `firstStep`: what they need to do before they can activate it (the rule and words of redeeming). With the `offers-preview` header (set by the BFF for a browser that opened a signed preview link, never by a browser): the offers as that staged file would make them, its scheduled offers included.',
    group: 'offers',
    auth: 'member-token',
    passThrough: true,
    origin: 'addition',
    headers: OffersPreviewHeadersSchema,
    responses: {
      200: json(MemberOfferListSchema, 'The offers (an empty list when there are none).'),
      404: error([E.offerPreviewUnknown], 'The previewed file is no longer staged (its hour has passed).'),
    },
  }),
  route({
    operationId: 'offerActivate',
    method: 'PUT',
    summary: 'Activate an open offer for this member: once, however many times it is sent.',
    ...OFFER_ACTIVATION,
    responses: {
      200: json(MemberOfferSchema, 'Active: the offer as the member now sees it.'),
      403: FULL_MEMBER_ONLY,
      404: OFFER_UNKNOWN,
      409: error(
        [E.offerNotOpen, E.offerPreviewReadOnly],
        `The offer has not started or has ended. ${OFFER_PREVIEW_READ_ONLY}`,
      ),
    },
  }),
  route({
    operationId: 'offerUndo',
    method: 'DELETE',
    summary: 'Undo an activation while the offer is open (points already earned stay).',
    ...OFFER_ACTIVATION,
    responses: {
      200: json(MemberOfferSchema, 'Not active (also when it was not): the offer as the member now sees it.'),
      404: OFFER_UNKNOWN,
      409: error([E.offerNotOpen, E.offerPreviewReadOnly], `The offer has ended. ${OFFER_PREVIEW_READ_ONLY}`),
    },
  }),
  route({
    operationId: 'offersPublish',
    method: 'POST',
    path: '/operator/v1/offers',
    summary: 'Marketing publishes an offer file: every offer checked, all published or none.',
    description:
      'The file of `npm run offers -- publish`: each offer’s window in Jamaica wall-clock time (YYYY-MM-DDTHH:MM). New ids are created, known ones replaced, others left alone. A bad offer refuses the whole file with 422, `errors` holding one message per problem naming the offer and the field.',
    ...MARKETING_OFFER_FILE,
    responses: {
      200: json(OfferPublishResultSchema, 'Published: the ids created and the ids replaced.'),
      422: error([E.offerFileInvalid], 'A bad offer: nothing was published; `errors` names each problem.'),
    },
  }),
  route({
    operationId: 'offersPreview',
    method: 'POST',
    path: '/operator/v1/offers/previews',
    summary: 'Marketing stages an offer file to preview it: checked as a publish is, nothing published.',
    description:
      'The file of `npm run offers -- publish <file> --preview`. Kept for an hour under a random id, which the command signs into a preview link; the BFF then asks `GET /api/v1/offers` with the `offers-preview` header for the browser that opened it. A bad offer refuses the file with 422, as publishing does.',
    ...MARKETING_OFFER_FILE,
    responses: {
      201: json(OfferPreviewSchema, 'Staged: the preview’s id, until when it is kept, and the offers it holds.'),
      422: error([E.offerFileInvalid], 'A bad offer: nothing was staged; `errors` names each problem.'),
    },
  }),
  route({
    operationId: 'purchaseRecord',
    method: 'POST',
    path: '/operator/v1/purchases',
    summary: 'A till records a purchase: its points and every active matching offer’s bonus, once per purchase id.',
    group: 'operator',
    auth: 'till-token',
    passThrough: false,
    origin: 'addition',
    body: { schema: PurchaseRequestSchema },
    responses: {
      200: json(RecordedPurchaseSchema, 'Recorded before under this id: what was written then; nothing added.'),
      201: json(RecordedPurchaseSchema, 'Recorded: the purchase’s points, each offer’s bonus, the balance.'),
      404: notFound('No member has that account number.'),
      409: error([E.purchaseConflict], 'The id was recorded for another member or amount.'),
    },
  }),

  // Partner-bank cards (requirements §13, §19.4).
  route({
    operationId: 'linkedCards',
    method: 'GET',
    path: '/api/v1/fgb-customer-number',
    summary: 'The member’s linked partner-bank credit cards, oldest first.',
    group: 'cards',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.4',
    responses: { 200: json(LinkedCardsSchema, 'The cards.') },
  }),
  route({
    operationId: 'linkCard',
    method: 'POST',
    path: '/api/v1/fgb-customer-number',
    summary: 'Link a card by the bank’s customer number and the card’s last four digits.',
    group: 'cards',
    auth: 'member-token',
    passThrough: true,
    origin: 'requirements §19.4',
    body: { schema: CardLinkRequestSchema },
    responses: {
      200: json(LinkedCardSchema, 'Already linked to this member: the card.'),
      201: json(LinkedCardSchema, 'Linked.'),
      403: FULL_MEMBER_ONLY,
      422: error(
        [E.cardNotLinked],
        'Not linked: the bank does not know the customer, another member holds the card, or the most cards are linked.',
      ),
    },
  }),

  // The captcha and the contact form (requirements §15, §19.4).
  route({
    operationId: 'captchaChallenge',
    method: 'GET',
    path: '/api/v1/captcha/challenge',
    summary: 'A fresh, signed proof-of-work challenge (ALTCHA v2).',
    group: 'captcha-and-contact',
    auth: 'client-token',
    passThrough: true,
    origin: 'addition',
    responses: { 200: json(CaptchaChallengeSchema, 'The challenge.') },
  }),
  route({
    operationId: 'verifyCaptcha',
    method: 'POST',
    path: '/api/v1/verify-captcha',
    summary: 'Check a solved challenge; answers a short-lived, single-use token for the protected call.',
    group: 'captcha-and-contact',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.4',
    body: { schema: VerifyCaptchaRequestSchema },
    responses: {
      200: json(VerifyCaptchaResponseSchema, 'The captcha token.'),
      400: error(
        [E.captchaInvalid, E.captchaExpired, E.captchaReused, E.validation],
        'A forged or wrong solution, an expired challenge, or one presented before.',
      ),
    },
  }),
  route({
    operationId: 'contactUs',
    method: 'POST',
    path: '/api/v1/contact-us',
    summary: 'A message to customer care, with a receipt to the sender; spends a captcha token.',
    group: 'captcha-and-contact',
    auth: 'client-token',
    passThrough: true,
    origin: 'requirements §19.4',
    body: { schema: ContactUsRequestSchema },
    responses: {
      201: json(ContactUsResponseSchema, 'Sent: the reference quoted to customer care.'),
      400: error([E.validation, E.captchaRequired], 'Invalid fields, or no unspent captcha token.'),
    },
  }),
];

/** A route's path with each parameter replaced by its example value (`/api/v1/rewards/1/redeem`). */
export function examplePath(route: ProviderRoute, values: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    const value = values[name] ?? route.paramExamples?.[name];
    if (value === undefined) throw new Error(`${route.operationId}: no value for the path parameter {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The route of a method and path template, or an error naming it (a table lookup that must not miss). */
export function providerRoute(method: ProviderMethod, path: string): ProviderRoute {
  const found = PROVIDER_ROUTES.find((candidate) => candidate.method === method && candidate.path === path);
  if (!found) throw new Error(`No provider route ${method} ${path} in the contract.`);
  return found;
}
