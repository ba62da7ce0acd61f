import {
  AccountTypeLookupPayloadSchema,
  BffTokenPayloadSchema,
  ClientCredentialsPayloadSchema,
  DecryptPayloadSchema,
  EncryptedPasswordLoginPayloadSchema,
  PasswordGrantPayloadSchema,
  RefreshPayloadSchema,
  RegisterPayloadSchema,
  StoreAccountTypePayloadSchema,
} from '@portal/contracts/bff';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import * as v from 'valibot';
import type { BffRoutes } from '../../context.ts';
import { BffError, sendError } from '../../http/bff-error.ts';
import { INCORRECT_LOGIN } from '../../login/sign-in.ts';
import { decryptValue, lookUpAccountType, storeAccountType } from './account-type.ts';
import { clientCredentialsGrant, passwordGrant, refreshGrant } from './grants.ts';
import { register } from './registration.ts';

/**
 * POST /bff/token — the proxy endpoint (requirements §19.1). One path, told apart by payload shape,
 * for three resources: the grants (grants.ts), the member's account type (account-type.ts) and a
 * registration (registration.ts). The body is checked on the route (a payload of none of these
 * shapes: 400 `bad_request`, app.ts). Tokens go into httpOnly cookies and never into a response body.
 */
export const tokenRoutes: BffRoutes = async (app, { ctx }) => {
  app.post<{ Body: v.InferOutput<typeof BffTokenPayloadSchema> }>(
    '/bff/token',
    { schema: { body: BffTokenPayloadSchema } },
    async (request, reply) => {
      const { body } = request;
      if (v.is(PasswordGrantPayloadSchema, body)) return passwordGrant(ctx, request, reply, body);
      if (v.is(ClientCredentialsPayloadSchema, body)) return clientCredentialsGrant(ctx, reply);
      if (v.is(RefreshPayloadSchema, body)) return refreshGrant(ctx, request, reply);
      if (v.is(AccountTypeLookupPayloadSchema, body)) return lookUpAccountType(ctx, request, reply, body);
      if (v.is(DecryptPayloadSchema, body)) return decryptValue(ctx, request, reply, body);
      if (v.is(StoreAccountTypePayloadSchema, body)) return storeAccountType(ctx, request, reply, body);
      if (v.is(EncryptedPasswordLoginPayloadSchema, body)) {
        // A reusable credential in web storage is what the BFF exists to avoid
        // (docs/decisions/0001-tokens-stay-in-the-bff.md).
        return sendError(reply, 400, { code: ERROR_CODES.unsupportedGrant, message: INCORRECT_LOGIN });
      }
      if (v.is(RegisterPayloadSchema, body)) return register(ctx, request, reply, body);
      throw new BffError(400, ERROR_CODES.badRequest, 'The request is not valid.');
    },
  );
};
