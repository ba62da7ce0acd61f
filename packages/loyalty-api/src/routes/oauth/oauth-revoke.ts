import { RevokeRequestSchema } from '@portal/contracts/provider/oauth';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { requireClient } from '../../http/authenticate.ts';

/** POST /oauth/revoke — ends the session behind a token (RFC 7009: 200 even when unknown). */
export function registerOauthRevoke(app: ProviderApp, ctx: ProviderContext): void {
  app.post(
    '/oauth/revoke',
    { preValidation: requireClient(ctx), schema: { body: RevokeRequestSchema } },
    async (request, reply) => {
      await ctx.tokens.revoke(request.body.token);
      reply.header('cache-control', 'no-store');
      return {};
    },
  );
}
