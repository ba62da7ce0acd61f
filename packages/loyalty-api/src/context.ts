import type { ValibotTypeProvider } from '@portal/server-kit/valibot-validator';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { OAuthClient } from './auth/client-auth.ts';
import type { Principal, TokenService } from './auth/token-service.ts';
import type { Database } from './db/database.ts';
import type { BackgroundWork } from './http/background-work.ts';
import type { ProviderSettings } from './settings.ts';

/** What every endpoint gets: the database, the settings and the token service. */
export interface ProviderContext {
  db: Database;
  settings: ProviderSettings;
  tokens: TokenService;
  /** The provider's clock: the time voucher expiry (and anything else dated) is judged by. Injectable in tests. */
  now: () => Date;
  /** Work done after the answer (http/background-work.ts). */
  background: BackgroundWork;
}

/**
 * The provider's app as its routes see it: a route's `schema` holds valibot schemas, checked by
 * server-kit's valibotValidatorCompiler (app.ts), and its handler's `request.body`, `query` and
 * `params` are their outputs.
 */
export type ProviderApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ValibotTypeProvider
>;
export type ProviderReply = FastifyReply;

/**
 * One resource's routes (`routes/<resource>/index.ts`), registered with the context. Each is an
 * encapsulated plugin: it sees the root's decorators, content-type parsers, error and not-found
 * handlers, and adds only routes (their hooks are per route), so nothing it does leaks out.
 */
export type ProviderRoutes = FastifyPluginAsync<{ ctx: ProviderContext }, RawServerDefault, ValibotTypeProvider>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The /oauth routes' client, once their requireClient hook has authenticated it (http/authenticate.ts). */
    oauthClient: OAuthClient | null;
  }
}

export type MemberPrincipal = Extract<Principal, { kind: 'member' }>;
