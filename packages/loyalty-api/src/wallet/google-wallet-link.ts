import type { GoogleWalletLink } from '@portal/contracts/provider/wallet';
import type { ProviderContext } from '../context.ts';
import { googleSaveLink } from './google-save-link.ts';
import { googleWalletObject } from './google-wallet-object.ts';
import type { PassContent } from './pass-content.ts';
import { walletIdentityOf } from './wallet-identity.ts';

/** The content's "Save to Google Wallet" link, allowed on the portal's own origin. */
export async function googleWalletLink(ctx: ProviderContext, content: PassContent): Promise<GoogleWalletLink> {
  const { google } = await walletIdentityOf(ctx);
  return {
    saveUrl: googleSaveLink(
      googleWalletObject(content, google.issuerId),
      google,
      [ctx.settings.portalOrigin],
      ctx.now(),
    ),
  };
}
