import type { GoogleWalletLink } from '@portal/contracts/provider/wallet';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { googleWalletLink } from '../../wallet/google-wallet-link.ts';
import { memberCardContent } from '../../wallet/member-card-content.ts';

/** GET /api/v1/account/card/google-wallet-link — `{ saveUrl }` for the signed-in member's card. */
export function registerAccountCardGoogleLink(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/card/google-wallet-link',
    { preValidation: requireMember(ctx) },
    async (request, reply): Promise<GoogleWalletLink> => {
      const content = await memberCardContent(ctx.db, memberOf(request).memberId);
      if (!content) throw notFound('Account not found.');
      reply.header('cache-control', 'no-store');
      return googleWalletLink(ctx, content);
    },
  );
}
