import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { memberCardContent } from '../../wallet/member-card-content.ts';
import { sendApplePass } from '../../wallet/send-apple-pass.ts';

/** GET /api/v1/account/card/apple-pass — the signed-in member's card as a signed `.pkpass`. */
export function registerAccountCardApplePass(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/account/card/apple-pass', { preValidation: requireMember(ctx) }, async (request, reply) => {
    const content = await memberCardContent(ctx.db, memberOf(request).memberId);
    if (!content) throw notFound('Account not found.');
    return sendApplePass(ctx, reply, content, 'island-rewards-card.pkpass');
  });
}
