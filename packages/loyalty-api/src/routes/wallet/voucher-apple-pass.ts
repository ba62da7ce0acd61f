import { WalletVoucherParamsSchema } from '@portal/contracts/provider/wallet';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { sendApplePass } from '../../wallet/send-apple-pass.ts';
import { voucherPassContent } from '../../wallet/voucher-pass-content.ts';

/** GET /api/v1/vouchers/{voucherNumber}/apple-pass — one of the member's active vouchers as a `.pkpass`. */
export function registerVoucherApplePass(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/vouchers/:voucherNumber/apple-pass',
    { preValidation: requireMember(ctx), schema: { params: WalletVoucherParamsSchema } },
    async (request, reply) => {
      const { voucherNumber } = request.params;
      const content = await voucherPassContent(ctx, memberOf(request).memberId, voucherNumber);
      return sendApplePass(ctx, reply, content, `island-rewards-voucher-${voucherNumber}.pkpass`);
    },
  );
}
