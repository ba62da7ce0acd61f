import { type GoogleWalletLink, WalletVoucherParamsSchema } from '@portal/contracts/provider/wallet';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { googleWalletLink } from '../../wallet/google-wallet-link.ts';
import { voucherPassContent } from '../../wallet/voucher-pass-content.ts';

/** GET /api/v1/vouchers/{voucherNumber}/google-wallet-link — `{ saveUrl }` for one of the member's active vouchers. */
export function registerVoucherGoogleLink(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/vouchers/:voucherNumber/google-wallet-link',
    { preValidation: requireMember(ctx), schema: { params: WalletVoucherParamsSchema } },
    async (request, reply): Promise<GoogleWalletLink> => {
      const { voucherNumber } = request.params;
      const content = await voucherPassContent(ctx, memberOf(request).memberId, voucherNumber);
      reply.header('cache-control', 'no-store');
      return googleWalletLink(ctx, content);
    },
  );
}
