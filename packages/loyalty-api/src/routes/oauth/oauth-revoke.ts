import { RevokeRequestSchema } from '@portal/contracts/provider/oauth';
import { parseInput } from '@portal/server-kit/parse-input';
import { createClientAuthenticator } from '../../auth/client-auth.ts';
import type { ProviderApp, ProviderContext } from '../../context.ts';

/** POST /oauth/revoke — ends the session behind a token (RFC 7009: 200 even when unknown). */
export function registerOauthRevoke(app: ProviderApp, ctx: ProviderContext): void {
  const authenticateClient = createClientAuthenticator(ctx.db);
  app.post('/oauth/revoke', async (request, reply) => {
    await authenticateClient(request);
    const body = parseInput(RevokeRequestSchema, request.body);
    await ctx.tokens.revoke(body.token);
    reply.header('cache-control', 'no-store');
    return {};
  });
}
