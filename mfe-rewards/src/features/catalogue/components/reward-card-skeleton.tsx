import { Skeleton } from '@portal/ui/skeleton';

/** A card's shape while results load: same size as a card, so nothing moves when they arrive. */
export function RewardCardSkeleton() {
  return (
    <li className="ir-reward-card ir-reward-card--skeleton" aria-hidden="true">
      <span className="ir-reward-card__image ir-reward-card__image--placeholder" />
      <div className="ir-reward-card__body">
        <Skeleton width="40%" height="0.875rem" />
        <Skeleton width="85%" height="1.25rem" />
        <Skeleton width="30%" height="1.125rem" />
      </div>
    </li>
  );
}
