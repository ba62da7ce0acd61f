import type { RewardPage } from '@portal/contracts/provider/rewards';
import { Link } from '@portal/router/react-router';
import { formatNumber } from '@portal/ui/format/format-number';
import { Pagination } from '@portal/ui/pagination';
import { useEffect } from 'react';
import catalogueStyles from '../catalogue.module.css';
import {
  type CatalogueState,
  catalogueHref,
  catalogueSearchParams,
  INITIAL_STATE,
  isFiltered,
  PAGE_SIZE,
} from '../catalogue-state.ts';
import styles from './catalogue-results.module.css';
import { MemberFiltersEmpty } from './member-filters-empty.tsx';
import { RewardCard } from './reward-card.tsx';

const rewardsWord = (n: number) => (n === 1 ? 'reward' : 'rewards');

/** What a page of results says about itself: "Showing 13–24 of 38 rewards". */
export function resultsSummary(page: RewardPage['page'], shown: number): string {
  const total = page.totalElements;
  if (shown === total) return `Showing ${formatNumber(total)} ${rewardsWord(total)}`;
  const first = page.number * page.size + 1;
  return `Showing ${formatNumber(first)}–${formatNumber(first + shown - 1)} of ${formatNumber(total)} ${rewardsWord(total)}`;
}

/** What a screen reader hears when a search, filter, sort or page has loaded. */
function resultsAnnouncement(results: RewardPage, state: CatalogueState): string {
  if (results.page.totalElements === 0)
    return isFiltered(state) ? 'No rewards match.' : 'There are no rewards to show.';
  if (results.content.length === 0) return 'This page is past the last page of rewards.';
  return resultsSummary(results.page, results.content.length);
}

interface CatalogueResultsProps {
  results: RewardPage;
  state: CatalogueState;
  /** Tells the page's live region what to announce (it outlives this component, so it is heard). */
  onShown: (announcement: string) => void;
}

/** One page of the catalogue: the count, the cards, and the pages. */
export function CatalogueResults({ results, state, onShown }: CatalogueResultsProps) {
  const { content, page } = results;
  const from = catalogueSearchParams(state).toString();
  const announcement = resultsAnnouncement(results, state);
  useEffect(() => onShown(announcement), [onShown, announcement]);

  if (page.totalElements === 0 && state.filters.length > 0 && !state.query && state.categories.length === 0) {
    return <MemberFiltersEmpty state={state} />;
  }

  if (page.totalElements === 0) {
    return (
      <div className={catalogueStyles.rewardsEmpty}>
        {isFiltered(state) ? (
          <>
            <p className={catalogueStyles.rewardsEmptyTitle}>
              {state.query ? `No rewards match “${state.query}”` : 'No rewards in these categories'}
              {state.query && state.categories.length > 0 ? ' in these categories' : ''}.
            </p>
            <p>
              {state.categories.length > 0
                ? 'Check the spelling, try a shorter word, or choose other categories.'
                : 'Check the spelling, or try a shorter or more general word.'}
            </p>
            <Link to={catalogueHref({ ...INITIAL_STATE, sort: state.sort })}>Clear search and filters</Link>
          </>
        ) : (
          <>
            <p className={catalogueStyles.rewardsEmptyTitle}>There are no rewards to show right now.</p>
            <p>New rewards are added often. Please check back soon.</p>
          </>
        )}
      </div>
    );
  }

  if (content.length === 0) {
    return (
      <div className={catalogueStyles.rewardsEmpty}>
        <p className={catalogueStyles.rewardsEmptyTitle}>
          There {page.totalPages === 1 ? 'is only 1 page' : `are only ${page.totalPages} pages`} of rewards here.
        </p>
        <Link to={catalogueHref({ ...state, page: 1 })}>Go to the first page</Link>
      </div>
    );
  }

  return (
    <>
      <p className={styles.rewardsCount} data-testid="results-summary">
        {resultsSummary(page, content.length)}
      </p>
      <ul className={catalogueStyles.rewardsGrid}>
        {content.map((reward, index) => (
          <RewardCard key={reward.id} reward={reward} from={from} position={index} />
        ))}
      </ul>
      <Pagination
        page={state.page}
        totalPages={Math.ceil(page.totalElements / (page.size || PAGE_SIZE))}
        hrefFor={(to) => catalogueHref({ ...state, page: to })}
        label="Pages of rewards"
        numbered
      />
    </>
  );
}
