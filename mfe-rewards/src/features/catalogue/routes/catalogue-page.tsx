import { Await, useLoaderData, useLocation, useNavigate } from '@portal/router/react-router';
import { authenticatedAtom } from '@portal/session/session-atoms';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { CatalogueData } from '../api/catalogue-loader.ts';
import catalogueStyles from '../catalogue.module.css';
import {
  type CatalogueState,
  catalogueHref,
  changeState,
  INITIAL_STATE,
  isFiltered,
  PAGE_SIZE,
} from '../catalogue-state.ts';
import { CatalogueResults } from '../components/catalogue-results.tsx';
import { CategoryFilter } from '../components/category-filter.tsx';
import { MemberFilters } from '../components/member-filters.tsx';
import { ResultsError } from '../components/results-error.tsx';
import { RewardCardSkeleton } from '../components/reward-card-skeleton.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { SortSelect } from '../components/sort-select.tsx';
import styles from './catalogue-page.module.css';

function ResultsSkeleton() {
  return (
    <div className={styles.rewardsLoading} aria-busy="true">
      <ul className={catalogueStyles.rewardsGrid} aria-hidden="true">
        {Array.from({ length: PAGE_SIZE }, (_, i) => (
          <RewardCardSkeleton key={i} />
        ))}
      </ul>
    </div>
  );
}

/** Moves focus to the results when only the page changed, so a pager click lands on the new page. */
function useFocusOnPageChange(state: CatalogueState, target: React.RefObject<HTMLElement | null>): void {
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    const onlyPageChanged =
      before.page !== state.page &&
      before.query === state.query &&
      before.sort === state.sort &&
      before.categories.join() === state.categories.join() &&
      before.filters.join() === state.filters.join();
    if (onlyPageChanged) target.current?.focus();
  }, [state, target]);
}

/** /rewards: the catalogue for visitors and members — search, categories, sort and pages, all in the URL. */
export function CataloguePage() {
  const { state, results, categories } = useLoaderData<CatalogueData>();
  const navigate = useNavigate();
  const member = useAtomValue(authenticatedAtom);
  const { search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  useFocusOnPageChange(state, heading);
  // The last state asked for while this one is shown: two changes made in one moment (a chip and a
  // sort chosen before the page's scripts came, handed over together) build on each other, not
  // each on the page shown, where the second would undo the first.
  const asked = useRef<{ on: CatalogueState; next: CatalogueState } | null>(null);
  const go = (change: (current: CatalogueState) => CatalogueState) => {
    const next = change(asked.current?.on === state ? asked.current.next : state);
    asked.current = { on: state, next };
    void navigate(catalogueHref(next));
  };

  return (
    <div className={styles.rewards}>
      <header className={styles.rewardsIntro}>
        <h1>Rewards</h1>
        <p>Spend your points on groceries, fuel, dining, days out and more.</p>
      </header>

      <SearchForm query={state.query} onSearch={(query) => go((current) => changeState(current, { query }))} />

      <div className={styles.rewardsFilters}>
        <CategoryFilter
          categories={categories}
          selected={state.categories}
          onChange={(selected) => go((current) => changeState(current, { categories: selected }))}
        />
        {member ? (
          <MemberFilters
            selected={state.filters}
            onChange={(filters) => go((current) => changeState(current, { filters }))}
          />
        ) : null}
        {isFiltered(state) ? (
          <button
            type="button"
            className={styles.rewardsClear}
            onClick={() => go((current) => ({ ...INITIAL_STATE, sort: current.sort }))}
          >
            Clear search and filters
          </button>
        ) : null}
      </div>

      <section className={styles.rewardsResults} aria-labelledby="rewards-results-title">
        <div className={styles.rewardsResultsBar}>
          <h2 id="rewards-results-title" ref={heading} tabIndex={-1}>
            {state.query ? `Results for “${state.query}”` : isFiltered(state) ? 'Filtered rewards' : 'All rewards'}
          </h2>
          <SortSelect
            sort={state.sort}
            member={member}
            onSort={(sort) => go((current) => changeState(current, { sort }))}
          />
        </div>
        {/* A new boundary per URL: each search shows its own skeleton instead of leaving the old results up. */}
        <Suspense key={search} fallback={<ResultsSkeleton />}>
          <Await resolve={results} errorElement={<ResultsError />}>
            {(page) => <CatalogueResults results={page} state={state} onShown={setAnnouncement} />}
          </Await>
        </Suspense>
        {/* One live region for the page's whole life: new results are announced as they arrive. */}
        <p className={visuallyHidden} role="status" data-testid="results-announcement">
          {announcement}
        </p>
      </section>
    </div>
  );
}
