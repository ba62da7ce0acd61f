import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { FastifyRequest } from 'fastify';
import { createClientAuthenticator, invalidClient, type OAuthClient } from '../auth/client-auth.ts';
import type { MemberPrincipal, ProviderContext } from '../context.ts';
import type { OperatorClient } from '../settings.ts';
import { forbidden, ProviderError, unauthorized } from './provider-error.ts';

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * preValidation hook: any valid token — a client token or a member's. The routes' guards run as
 * preValidation hooks, so the caller is known before the route's schemas check the input: a
 * stranger's bad input is a 401 (or 403), never a field error.
 */
export function requireBearer(ctx: ProviderContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerOf(request);
    if (!token) throw unauthorized();
    const principal = await ctx.tokens.authenticate(token);
    if (!principal)
      throw new ProviderError(401, ERROR_CODES.invalidToken, 'The access token is invalid or has expired.');
    request.principal = principal;
  };
}

/** preValidation hook: a signed-in member's token. A client token is refused with 403. */
export function requireMember(ctx: ProviderContext) {
  const bearer = requireBearer(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    await bearer(request);
    if (request.principal?.kind !== 'member') throw forbidden('Log in to do that.');
  };
}

export function memberOf(request: FastifyRequest): MemberPrincipal {
  const principal = request.principal;
  if (principal?.kind !== 'member') throw forbidden('Log in to do that.');
  return principal;
}

/**
 * preValidation hook: a client_credentials token of the operator client named (docs/decisions/0044-offers.md):
 * `marketing` publishes offers, `till` records purchases. Any other token — the BFF's client
 * token, a member's — is refused with 403.
 */
export function requireOperator(ctx: ProviderContext, operator: OperatorClient) {
  const bearer = requireBearer(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    await bearer(request);
    const principal = request.principal;
    // A token issued before the client's secret was unset is refused too.
    if (principal?.kind !== 'client' || principal.clientId !== operator || !ctx.settings.operatorSecrets?.[operator]) {
      throw forbidden(`Only the ${operator} client may do that.`);
    }
  };
}

/**
 * preValidation hook of the /oauth routes: HTTP Basic client authentication (auth/client-auth.ts).
 * It runs before the route's body schema, as the bearer guards do, so an unknown client's bad body
 * is a 401 invalid_client, never a field error. The handler reads the client with `clientOf`.
 */
export function requireClient(ctx: ProviderContext) {
  const authenticateClient = createClientAuthenticator(ctx.db);
  return async (request: FastifyRequest): Promise<void> => {
    request.oauthClient = await authenticateClient(request);
  };
}

/** The client `requireClient` authenticated for this request. */
export function clientOf(request: FastifyRequest): OAuthClient {
  const client = request.oauthClient;
  if (!client) throw invalidClient();
  return client;
}
