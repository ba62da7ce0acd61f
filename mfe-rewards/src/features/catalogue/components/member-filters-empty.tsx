import { Link } from '@portal/router/react-router';
import styles from '../catalogue.module.css';
import { type CatalogueState, catalogueHref } from '../catalogue-state.ts';

/** When only a member's own filters left nothing: what that means, and the way back to everything. */
export function MemberFiltersEmpty({ state }: { state: CatalogueState }) {
  const favourites = state.filters.includes('favourites');
  const affordable = state.filters.includes('within-my-points');
  return (
    <div className={styles.rewardsEmpty}>
      <p className={styles.rewardsEmptyTitle}>
        {favourites && affordable
          ? 'None of your favourites is within your points yet.'
          : favourites
            ? 'You have no favourites yet.'
            : 'No rewards are within your points yet.'}
      </p>
      <p>
        {favourites
          ? 'Tap the heart on a reward to keep it here.'
          : 'Every purchase brings you closer. “Closest to my balance” shows what is nearest.'}
      </p>
      <Link to={catalogueHref({ ...state, filters: [], page: 1 })}>Show all rewards</Link>
    </div>
  );
}
