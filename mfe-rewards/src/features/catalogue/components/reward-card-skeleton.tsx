import { Skeleton } from '@portal/ui/skeleton';
import styles from '../catalogue.module.css';

/** A card's shape while results load: same size as a card, so nothing moves when they arrive. */
export function RewardCardSkeleton() {
  return (
    <li className={`${styles.rewardCard} ${styles.rewardCardSkeleton}`} aria-hidden="true">
      <span className={styles.rewardCardImage} />
      <div className={styles.rewardCardBody}>
        <Skeleton width="40%" height="0.875rem" />
        <Skeleton width="85%" height="1.25rem" />
        <Skeleton width="30%" height="1.125rem" />
      </div>
    </li>
  );
}
