import { getApplePass, getGoogleWalletLink } from '@portal/api-client/calls/wallet';
import { AddToWallet } from '@portal/ui/add-to-wallet';

/**
 * The member card's "Add to Apple Wallet" / "Add to Google Wallet" (every signed-in member has a
 * card, guests and pending members too: docs/wallet.md). A chunk of its own, fetched with the
 * card at idle on signed-in pages: /login never downloads it.
 */
export function MemberCardWallet() {
  return (
    <AddToWallet
      applePass={() => getApplePass()}
      googleLink={() => getGoogleWalletLink()}
      fileName="island-rewards-card.pkpass"
      what="member card"
    />
  );
}
