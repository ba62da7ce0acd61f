import { messageOf } from '@portal/api-client/api-failure';
import type { RewardCategory } from '@portal/contracts/provider/rewards';
import { Await, useAsyncError } from '@portal/router/react-router';
import { useControlTakeOver } from '@portal/ui/form/use-control-take-over';
import { Skeleton } from '@portal/ui/skeleton';
import { Suspense, useEffect, useRef, useState } from 'react';
import styles from './category-filter.module.css';

interface CategoryFilterProps {
  categories: Promise<RewardCategory[]>;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * Filter by category (requirements §10.1), several at once: checkboxes, styled as chips, in alphabetical
 * order. Each change filters at once and is one step in the history. A chip shows its new state
 * the moment it is pressed; the URL (and Back) then has the last word.
 */
export function CategoryFilter({ categories, selected, onChange }: CategoryFilterProps) {
  const fromUrl = selected.join(',');
  const [shown, setShown] = useState<readonly string[]>(selected);
  // Follows the URL's selection by value (the array is new on every navigation).
  useEffect(() => setShown(fromUrl ? fromUrl.split(',') : []), [fromUrl]);
  const toggle = (slug: string): void => {
    const next = shown.includes(slug) ? shown.filter((item) => item !== slug) : [...shown, slug];
    setShown(next);
    onChange(next);
  };
  // Chips ticked before the page's scripts ran filter once React has them. Read from the fieldset,
  // outside the list's boundary: the list may hydrate a moment after the rest.
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useControlTakeOver(fieldset, selected, (ticked) => {
    setShown(ticked);
    onChange(ticked);
  });
  return (
    <fieldset ref={fieldset} className={styles.rewardsCategories}>
      <legend>Categories</legend>
      <Suspense fallback={<CategoryChipsSkeleton />}>
        <Await resolve={categories} errorElement={<CategoriesError />}>
          {(list: RewardCategory[]) => (
            <ul className={styles.rewardsCategoriesList}>
              {list.map((category) => (
                <li key={category.slug}>
                  <label className={styles.chip}>
                    <input
                      type="checkbox"
                      name="categories"
                      value={category.slug}
                      checked={shown.includes(category.slug)}
                      onChange={() => toggle(category.slug)}
                    />
                    <span>{category.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </Await>
      </Suspense>
    </fieldset>
  );
}

function CategoryChipsSkeleton() {
  return (
    <div className={styles.rewardsCategoriesList} aria-hidden="true">
      {['5.5rem', '4.5rem', '6rem', '5rem', '7rem', '6.5rem', '5rem', '7.5rem'].map((width, i) => (
        <Skeleton key={i} width={width} height="2.5rem" />
      ))}
    </div>
  );
}

function CategoriesError() {
  const error = useAsyncError();
  return (
    <p className={styles.rewardsCategoriesError} role="status">
      Categories could not be loaded ({messageOf(error)}). Searching still works.
    </p>
  );
}
