import type { VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';
import { releaseSummary } from '../voucher-format.ts';
import styles from '../vouchers.module.css';

/** What every member should know about new vouchers (from vouchers/release-default-config). */
export function ReleaseNote({ config }: { config: VoucherReleaseConfig | null }) {
  return <p className={styles.voucherRelease}>{config ? releaseSummary(config) : ''}</p>;
}
