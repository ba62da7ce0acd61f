import { WalletVoucherParamsSchema } from '@portal/contracts/provider/wallet';
import { parseInput } from '@portal/server-kit/parse-input';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { sendApplePass } from '../../wallet/send-apple-pass.ts';
import { voucherPassContent } from '../../wallet/voucher-pass-content.ts';

/** GET /api/v1/vouchers/{voucherNumber}/apple-pass — one of the member's active vouchers as a `.pkpass`. */
export function registerVoucherApplePass(app: ProviderApp, ctx: ProviderContext): void {
  app.get('/api/v1/vouchers/:voucherNumber/apple-pass', { preHandler: requireMember(ctx) }, async (request, reply) => {
    const { voucherNumber } = parseInput(WalletVoucherParamsSchema, request.params);
    const content = await voucherPassContent(ctx, memberOf(request).memberId, voucherNumber);
    return sendApplePass(ctx, reply, content, `island-rewards-voucher-${voucherNumber}.pkpass`);
  });
}
