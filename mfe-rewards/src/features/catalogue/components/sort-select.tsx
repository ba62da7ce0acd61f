import { useId } from 'react';
import { SORT_OPTIONS, type SortKey, sortKeyOf } from '../api/sort-options.ts';

/** The spec §9 sort options; choosing one re-sorts at once. */
export function SortSelect({ sort, onSort }: { sort: SortKey; onSort: (sort: SortKey) => void }) {
  const id = useId();
  return (
    <div className="ir-rewards-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={sort} onChange={(event) => onSort(sortKeyOf(event.target.value))}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
