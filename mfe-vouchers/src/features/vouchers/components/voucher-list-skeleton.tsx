import { Skeleton } from '@portal/ui/skeleton';
import styles from '../vouchers.module.css';

/** Cards of the same size as real ones, so the list does not jump when the vouchers arrive. */
export function VoucherListSkeleton({ label, cards = 6 }: { label: string; cards?: number }) {
  return (
    <div className={styles.voucherList} aria-busy="true">
      <p className={styles.voucherListCount}>
        <Skeleton width="12rem" height="1.5rem" label={label} />
      </p>
      <ul className={styles.voucherGrid}>
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className={`${styles.voucherCard} ${styles.voucherCardPlaceholder}`} aria-hidden="true">
            <Skeleton width="72px" height="72px" />
            <div className={styles.voucherCardBody}>
              <Skeleton width="80%" height="1.5rem" />
              <Skeleton width="5rem" height="1.5rem" />
              <Skeleton width="60%" height="1.25rem" />
              <Skeleton width="70%" height="1.25rem" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
