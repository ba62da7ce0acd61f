import { useState, useSyncExternalStore } from 'react';
import styles from './add-to-wallet.module.css';
import { Button } from './button.tsx';
import { saveFile } from './files/save-file.ts';
import { useOnline } from './hooks/use-online.ts';
import { type Wallet, walletsForDevice } from './wallet/wallets-for-device.ts';

/** The wallets' own wording for their buttons. */
const LABELS: Readonly<Record<Wallet, string>> = {
  apple: 'Add to Apple Wallet',
  google: 'Add to Google Wallet',
};

/**
 * The device's wallets, the same array for the same device (React compares the snapshots): the
 * device does not change while a page is open.
 */
let read: { device: string; wallets: readonly Wallet[] } | undefined;
const walletsOfThisDevice = (): readonly Wallet[] => {
  const device = `${navigator.userAgent} ${navigator.maxTouchPoints ?? 0}`;
  if (read?.device !== device) {
    read = { device, wallets: walletsForDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0) };
  }
  return read.wallets;
};
const NO_WALLETS: readonly Wallet[] = [];
const noWallets = (): readonly Wallet[] => NO_WALLETS;
const neverChanges = (): (() => void) => () => undefined;

/**
 * "Add to Apple Wallet" and "Add to Google Wallet" for a member card or a voucher (docs/wallet.md).
 * Apple: the signed pass is fetched and handed to the browser as a `.pkpass` file (Safari opens it
 * in Wallet). Google: the signed "Save to Google Wallet" link is fetched and followed in this tab, as Google's own button does. The app passes the two calls, so this
 * component knows no endpoint. Offline (a voucher page kept for the till) both need the network,
 * so the buttons wait, disabled, and say why, instead of failing when pressed. Only the wallets
 * the device can open are offered (wallet/wallets-for-device.ts).
 */
export function AddToWallet({
  applePass,
  googleLink,
  fileName,
  what,
}: {
  /** The pass file, fetched through the api-client. */
  applePass: () => Promise<Blob>;
  /** The "Save to Google Wallet" link, fetched through the api-client. */
  googleLink: () => Promise<{ saveUrl: string }>;
  fileName: string;
  /** What is being added, for the error ("member card", "voucher"). */
  what: string;
}) {
  const [busy, setBusy] = useState<Wallet | null>(null);
  const [failed, setFailed] = useState(false);
  const online = useOnline();
  // The device's wallets: none in a page the server renders (it knows no device), then the
  // browser's own once hydrated, so the server's HTML and the first render agree.
  const wallets = useSyncExternalStore(neverChanges, walletsOfThisDevice, noWallets);
  async function add(wallet: Wallet) {
    setBusy(wallet);
    setFailed(false);
    try {
      if (wallet === 'apple') saveFile(await applePass(), fileName);
      else window.location.assign((await googleLink()).saveUrl);
    } catch {
      setFailed(true);
    }
    setBusy(null);
  }
  return (
    <div className={styles.wallet} data-testid="add-to-wallet">
      {wallets.map((wallet) => (
        <Button
          key={wallet}
          variant="secondary"
          className={styles.walletButton}
          busy={busy === wallet}
          disabled={busy !== null || !online}
          onClick={() => void add(wallet)}
        >
          {LABELS[wallet]}
        </Button>
      ))}
      {online ? null : <p className={styles.walletNote}>Adding your {what} to a wallet needs a connection.</p>}
      {failed && online ? (
        <p role="alert" className={styles.walletError}>
          We couldn’t add your {what} to the wallet. Check your connection and try again.
        </p>
      ) : null}
    </div>
  );
}
