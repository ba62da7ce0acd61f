import { PKPASS_CONTENT_TYPE } from '@portal/contracts/provider/wallet';
import type { ProviderContext, ProviderReply } from '../context.ts';
import { applePassJson } from './apple-pass-json.ts';
import { buildPkpass } from './build-pkpass.ts';
import type { PassContent } from './pass-content.ts';
import { passImages } from './pass-images.ts';
import { walletIdentityOf } from './wallet-identity.ts';

/**
 * Answers with the content's signed pass: Apple's MIME type, a file name, and no caching (the
 * pass names a member and is theirs alone).
 */
export async function sendApplePass(
  ctx: ProviderContext,
  reply: ProviderReply,
  content: PassContent,
  fileName: string,
): Promise<Buffer> {
  const { apple } = await walletIdentityOf(ctx);
  const pass = buildPkpass(applePassJson(content, apple), await passImages(), apple, ctx.now());
  reply
    .type(PKPASS_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  return pass;
}
