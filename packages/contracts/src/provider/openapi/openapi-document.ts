import type { JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import {
  AccountMetricsSchema,
  AccountSchema,
  AccountSummarySchema,
  LedgerTotalsSchema,
  PointsExpirySchema,
  PointsSchema,
  ProfileUpdateSchema,
  TransactionSchema,
  TransactionsPageSchema,
} from '../account.ts';
import { ApiErrorSchema } from '../api-error.ts';
import { CaptchaChallengeSchema } from '../captcha.ts';
import { LinkedCardSchema } from '../cards.ts';
import { EmailPreferencesSchema } from '../email-preferences.ts';
import { AccessTokenClaimsSchema, TokenResponseSchema } from '../oauth.ts';
import { MemberOfferSchema, OfferRuleSchema } from '../offers.ts';
import { PromoClaimSchema, PromoCodeSchema } from '../promo-codes.ts';
import { RecordedPurchaseSchema } from '../purchases.ts';
import { FieldCheckSchema, GuestRegistrationSchema, RegisterRequestSchema } from '../registration.ts';
import { RewardCategorySchema, RewardPageSchema, RewardSchema } from '../rewards.ts';
import {
  PROVIDER_CONTRACT_VERSION,
  PROVIDER_ROUTE_GROUPS,
  PROVIDER_ROUTES,
  type ProviderAuth,
  type ProviderResponse,
  type ProviderRoute,
} from '../route-table.ts';
import { MemberSessionSchema, SignInEventSchema } from '../security.ts';
import { TierGoalSchema, TierProgressSchema, TierRuleSchema } from '../tier.ts';
import { VoucherPageSchema, VoucherReleaseConfigSchema, VoucherSchema } from '../vouchers.ts';
import { GoogleWalletLinkSchema } from '../wallet.ts';
import { componentSchemas, jsonSchemaOf } from './json-schema-of.ts';

/**
 * The schemas the document names (`#/components/schemas/<name>`): the ones several routes share
 * or an integrator will look for by name. Any other schema is written inline where it is used.
 */
const NAMED_SCHEMAS: Record<string, v.GenericSchema> = {
  ApiError: ApiErrorSchema,
  TokenResponse: TokenResponseSchema,
  // No route answers it: the claims the BFF reads inside every access token (a JWT).
  AccessTokenClaims: AccessTokenClaimsSchema,
  Account: AccountSchema,
  AccountSummary: AccountSummarySchema,
  LedgerTotals: LedgerTotalsSchema,
  Points: PointsSchema,
  PointsExpiry: PointsExpirySchema,
  AccountMetrics: AccountMetricsSchema,
  TierRule: TierRuleSchema,
  TierGoal: TierGoalSchema,
  TierProgress: TierProgressSchema,
  Transaction: TransactionSchema,
  TransactionsPage: TransactionsPageSchema,
  ProfileUpdate: ProfileUpdateSchema,
  GuestRegistration: GuestRegistrationSchema,
  RegisterRequest: RegisterRequestSchema,
  FieldCheck: FieldCheckSchema,
  EmailPreferences: EmailPreferencesSchema,
  MemberSession: MemberSessionSchema,
  SignInEvent: SignInEventSchema,
  GoogleWalletLink: GoogleWalletLinkSchema,
  RewardCategory: RewardCategorySchema,
  Reward: RewardSchema,
  RewardPage: RewardPageSchema,
  Voucher: VoucherSchema,
  VoucherPage: VoucherPageSchema,
  VoucherReleaseConfig: VoucherReleaseConfigSchema,
  PromoCode: PromoCodeSchema,
  PromoClaim: PromoClaimSchema,
  OfferRule: OfferRuleSchema,
  MemberOffer: MemberOfferSchema,
  RecordedPurchase: RecordedPurchaseSchema,
  LinkedCard: LinkedCardSchema,
  CaptchaChallenge: CaptchaChallengeSchema,
};

/** How each auth kind is written as OpenAPI security requirements (a client-token route takes either token). */
const SECURITY: Record<ProviderAuth, Array<Record<string, string[]>>> = {
  none: [],
  'client-credentials': [{ clientCredentials: [] }],
  'client-token': [{ clientToken: [] }, { memberToken: [] }],
  'member-token': [{ memberToken: [] }],
  'marketing-token': [{ marketingToken: [] }],
  'till-token': [{ tillToken: [] }],
};

const SECURITY_SCHEMES = {
  clientCredentials: {
    type: 'http',
    scheme: 'basic',
    description:
      'The BFF’s OAuth client: its client id and secret as HTTP Basic (RFC 6749 §2.3.1), on the /oauth routes only.',
  },
  clientToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The application token (grant_type=client_credentials): what the BFF uses for visitors. Any route that takes it takes a member token too. A JWT whose claims are AccessTokenClaims, `authorities` holding ROLE_CLIENT.',
  },
  memberToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A signed-in member’s access token (grant_type=password or refresh_token): a JWT whose claims are AccessTokenClaims, `sub` the account number and `exp` its expiry. The BFF reads the claims without the key and confirms the token at GET /api/v1/account/check-auth before trusting them.',
  },
  marketingToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'Marketing’s application token: grant_type=client_credentials with the `marketing` client’s id and secret. Publishes offers; never held by the BFF.',
  },
  tillToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The tills’ application token: grant_type=client_credentials with the `till` client’s id and secret. Records purchases; never held by the BFF.',
  },
};

const DESCRIPTION = `What the Island Rewards portal's BFF expects of a loyalty provider: the calls of the requirements (§19) and the portal's additions, generated from the valibot schemas in packages/contracts (provider/route-table.ts). How to build against it and test a platform with it: docs/integrating-a-provider.md.

Every error answers an ApiError body: a stable \`code\` (the portal acts on it), a \`message\` fit to show a member, and \`errors\` naming fields. 401 and 403 mean "the session": the portal refreshes the member's tokens on them, so a refusal about the request itself is a 400, 404, 409 or 422. \`x-error-codes\` on a response lists the codes it may carry; \`x-origin\` on an operation names the requirement it comes from (or \`addition\`); \`x-bff\` says whether a browser reaches it through the BFF's allow-listed pass-through (\`pass-through\`) or only the BFF calls it (\`bff\`).`;

type Json = Record<string, unknown>;

/** A JSON Schema of the document, with a union of a single value and an array written as the array. */
function parameterSchema(schema: v.GenericSchema): { schema: JsonSchema; repeated: boolean } {
  const converted = jsonSchemaOf(schema, NAMED_SCHEMAS);
  const array = converted.anyOf?.find(
    (branch): branch is JsonSchema => typeof branch === 'object' && branch.type === 'array',
  );
  // `?status=issued&status=open`: OpenAPI's form style with explode reads one value as an array of one.
  return array ? { schema: array, repeated: true } : { schema: converted, repeated: false };
}

const OPTIONAL_KINDS = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

function parametersIn(
  location: 'path' | 'query' | 'header',
  object: v.ObjectSchema<v.ObjectEntries, undefined> | undefined,
  examples: Readonly<Record<string, string>> = {},
): Json[] {
  if (!object) return [];
  return Object.entries(object.entries).map(([name, entry]) => {
    const { schema, repeated } = parameterSchema(entry);
    return {
      name,
      in: location,
      required: location === 'path' || !OPTIONAL_KINDS.has(entry.type),
      schema,
      ...(repeated ? { style: 'form', explode: true } : {}),
      ...(examples[name] === undefined ? {} : { example: examples[name] }),
    };
  });
}

function responseObject(response: ProviderResponse): Json {
  const body = response.body;
  let content: Json | undefined;
  if (body && 'json' in body) content = { 'application/json': { schema: jsonSchemaOf(body.json, NAMED_SCHEMAS) } };
  if (body && 'file' in body) {
    // Text files are strings; a binary file (a .pkpass) has no schema in OpenAPI 3.1.
    content = {
      [body.file]: { schema: body.file.startsWith('text/') || body.file.endsWith('+xml') ? { type: 'string' } : {} },
    };
  }
  return {
    description: response.description,
    ...(content ? { content } : {}),
    ...(response.codes ? { 'x-error-codes': response.codes } : {}),
  };
}

function operationObject(route: ProviderRoute): Json {
  const parameters = [
    ...parametersIn('path', route.params, route.paramExamples),
    ...parametersIn('query', route.query),
    ...parametersIn('header', route.headers),
  ];
  const responses: Json = Object.fromEntries(
    Object.entries(route.responses).map(([status, response]) => [status, responseObject(response)]),
  );
  responses.default = {
    description: 'Any other failure (a 500 is internal_error).',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  };
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.group],
    security: SECURITY[route.auth],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: !route.body.optional,
            content: {
              [route.body.form ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: jsonSchemaOf(route.body.schema, NAMED_SCHEMAS),
              },
            },
          },
        }
      : {}),
    responses,
    'x-origin': route.origin,
    'x-bff': route.passThrough ? 'pass-through' : 'bff',
  };
}

/**
 * The provider contract as an OpenAPI 3.1 document, made from the route table and its valibot
 * schemas. Deterministic: the same table gives the same document, key for key (docs/provider-openapi.json
 * is this, and a test keeps it so).
 */
export function providerOpenApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const route of PROVIDER_ROUTES) {
    const path = paths[route.path] ?? {};
    paths[route.path] = path;
    const method = route.method.toLowerCase();
    if (path[method]) throw new Error(`${route.method} ${route.path} is in the route table twice.`);
    path[method] = operationObject(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Island Rewards provider API',
      version: PROVIDER_CONTRACT_VERSION,
      description: DESCRIPTION,
    },
    tags: Object.entries(PROVIDER_ROUTE_GROUPS).map(([name, description]) => ({ name, description })),
    paths,
    components: { schemas: componentSchemas(NAMED_SCHEMAS), securitySchemes: SECURITY_SCHEMES },
  };
}
