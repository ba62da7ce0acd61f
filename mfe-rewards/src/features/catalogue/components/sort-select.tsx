import { useControlTakeOver } from '@portal/ui/form/use-control-take-over';
import { useEffect, useId, useRef, useState } from 'react';
import { MEMBER_SORT_OPTIONS, SORT_OPTIONS, type SortKey, sortKeyOf } from '../sort-options.ts';
import styles from './sort-select.module.css';

/** The requirements §10.2 sort options; choosing one re-sorts at once (shown at once, then the URL has the last word). */
export function SortSelect({
  sort,
  onSort,
  member = false,
}: {
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  /** A signed-in member is also offered the sorts by their balance. */
  member?: boolean;
}) {
  const options = member ? [...SORT_OPTIONS, ...MEMBER_SORT_OPTIONS] : SORT_OPTIONS;
  const id = useId();
  const [shown, setShown] = useState(sort);
  useEffect(() => setShown(sort), [sort]);
  const select = useRef<HTMLSelectElement>(null);
  // A sort picked before the page's scripts ran sorts once React has the page.
  useControlTakeOver(select, [sort], ([picked]) => {
    const next = sortKeyOf(picked ?? sort);
    setShown(next);
    onSort(next);
  });
  return (
    <div className={styles.rewardsSort}>
      <label htmlFor={id}>Sort by</label>
      <select
        ref={select}
        id={id}
        value={shown}
        onChange={(event) => {
          const next = sortKeyOf(event.target.value);
          setShown(next);
          onSort(next);
        }}
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
