import type { VoucherStatus } from '@portal/contracts/provider/vouchers';
import { type VoucherLabel, voucherLabelOf } from '@portal/contracts/voucher-display';
import styles from '../vouchers.module.css';

/** Each label's colour. */
const LABEL_CLASS: Readonly<Record<VoucherLabel, string | undefined>> = {
  Active: styles.voucherBadgeActive,
  Expired: styles.voucherBadgeExpired,
  Distributed: styles.voucherBadgeDistributed,
  Cancelled: styles.voucherBadgeCancelled,
  Used: styles.voucherBadgeUsed,
};

/** The voucher's display label (requirements §11.2); its colour repeats the word, never replaces it. */
export function StatusBadge({ status }: { status: VoucherStatus }) {
  const label = voucherLabelOf(status);
  return (
    <span className={`${styles.voucherBadge} ${LABEL_CLASS[label]}`} data-testid="voucher-status">
      {label}
    </span>
  );
}
