import type { RedeemedVoucherNote } from '@portal/contracts/redeemed-voucher-note';
import { Alert } from '@portal/ui/alert';
import { formatPoints } from '@portal/ui/format/format-points';
import { useEffect, useRef } from 'react';
import styles from './redeemed-note.module.css';

/**
 * "Your voucher is ready", on the voucher's page when the member lands there from redeeming it
 * (post/redirect/get). A plain status: it offers nothing to press, so a reload that shows it again
 * cannot redeem twice.
 */
export function RedeemedNote({ note }: { note: RedeemedVoucherNote }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation was replaced by this page: take focus to the news, so screen readers hear it first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert tone="success">
      <h2 ref={heading} tabIndex={-1} className={styles.voucherRedeemedTitle}>
        Your voucher is ready
      </h2>
      <p data-testid="redeemed-note">
        You redeemed <strong>{note.rewardName}</strong> for {formatPoints(note.pointsCost)}. Your balance is now{' '}
        <span data-testid="redeem-new-balance">{formatPoints(note.points)}</span>.
      </p>
    </Alert>
  );
}
