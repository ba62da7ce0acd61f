import type { Voucher, VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';
import { Link } from '@portal/router/react-router';
import { formatJmd } from '@portal/ui/format/format-jmd';
import { groupDigits } from '@portal/ui/scannable-code';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import { BIRTHDAY_TREAT_LABEL, expiringSoonNote, pointsUsedOf, voucherDateLine } from '../voucher-format.ts';
import styles from '../vouchers.module.css';
import { RewardImage } from './reward-image.tsx';
import { StatusBadge } from './status-badge.tsx';

/** One voucher in a list. The whole card opens the voucher; its title is the link. */
export function VoucherCard({
  voucher,
  config,
  now,
  backTo,
}: {
  voucher: Voucher;
  config: VoucherReleaseConfig | null;
  now: number;
  /** The list to come back to from the voucher (its filter and page). */
  backTo: string;
}) {
  const soon = expiringSoonNote(voucher, config, now);
  return (
    <li className={styles.voucherCard} data-testid="voucher-card" data-voucher-number={voucher.voucherNumber}>
      <RewardImage src={voucher.imageUrl} alt="" size={72} />
      <div className={styles.voucherCardBody}>
        <h2 className={styles.voucherCardTitle}>
          <Link to={`/vouchers/${voucher.voucherNumber}`} state={{ backTo }} className={styles.voucherCardLink}>
            {voucher.rewardName}
          </Link>
        </h2>
        <p className={styles.voucherCardBadges}>
          <StatusBadge status={voucher.status} />
          {soon ? <span className={`${styles.voucherBadge} ${styles.voucherBadgeSoon}`}>{soon}</span> : null}
        </p>
        <p className={styles.voucherCardMeta}>
          {voucher.valueJmd === null ? null : <span>{formatJmd(voucher.valueJmd)} · </span>}
          <span>{pointsUsedOf(voucher) ?? BIRTHDAY_TREAT_LABEL}</span>
        </p>
        <p className={styles.voucherCardDate}>{voucherDateLine(voucher)}</p>
        <p className={styles.voucherCardNumber}>
          <span className={visuallyHidden}>Voucher number </span>
          {groupDigits(voucher.voucherNumber)}
        </p>
      </div>
    </li>
  );
}
