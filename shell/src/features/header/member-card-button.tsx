import { accountAtom, envAtom, vendorTierAtom } from '@portal/session/session-atoms';
import { MemberCard } from '@portal/ui/member-card';
import { Modal } from '@portal/ui/modal';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styles from './header.module.css';

/**
 * The signed-in header's Card button: one tap from any signed-in page opens the member card full
 * screen, barcode first, for the till. It reads the session the shell already holds, so it opens
 * at once, with no page to load.
 */
export function MemberCardButton() {
  const [open, setOpen] = useState(false);
  const account = useAtomValue(accountAtom);
  const tier = useAtomValue(vendorTierAtom);
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  return (
    <>
      <button
        type="button"
        className={styles.headerCard}
        aria-haspopup="dialog"
        aria-label="Show my member card"
        onClick={() => setOpen(true)}
      >
        <span className={styles.headerCardIcon} aria-hidden="true" />
        <span className={styles.headerCardLabel}>Card</span>
      </button>
      <Modal open={open} title="Your member card" onClose={() => setOpen(false)} size="full">
        <MemberCard accountNumber={account?.accountNumber ?? null} programmeName={programme} tier={tier} />
      </Modal>
    </>
  );
}
