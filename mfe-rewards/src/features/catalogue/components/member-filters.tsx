import { useControlTakeOver } from '@portal/ui/form/use-control-take-over';
import { useEffect, useRef, useState } from 'react';
import type { MemberFilter } from '../catalogue-state.ts';
import styles from './member-catalogue.module.css';

const LABELS: Readonly<Record<MemberFilter, string>> = {
  'within-my-points': 'Within my points',
  favourites: 'Favourites',
};
const ORDER: readonly MemberFilter[] = ['within-my-points', 'favourites'];

/**
 * A signed-in member's own filters: what they can redeem now, and their favourites. Each change
 * navigates at once; the boxes show the choice at once too, then the URL has the last word.
 */
export function MemberFilters({
  selected,
  onChange,
}: {
  selected: readonly MemberFilter[];
  onChange: (selected: MemberFilter[]) => void;
}) {
  const fromUrl = selected.join(',');
  const [shown, setShown] = useState<readonly MemberFilter[]>(selected);
  useEffect(() => setShown(fromUrl ? (fromUrl.split(',') as MemberFilter[]) : []), [fromUrl]);
  const boxes = useRef<HTMLFieldSetElement>(null);
  // Boxes ticked before the page's scripts ran filter once React has them.
  useControlTakeOver(boxes, selected, (ticked) => {
    const next = ORDER.filter((filter) => ticked.includes(filter));
    setShown(next);
    onChange(next);
  });
  return (
    <fieldset ref={boxes} className={styles.memberFilters}>
      <legend className={styles.memberFiltersLegend}>Show only</legend>
      {ORDER.map((filter) => (
        <label key={filter} className={styles.memberFilter}>
          <input
            type="checkbox"
            value={filter}
            checked={shown.includes(filter)}
            onChange={(event) => {
              const next = event.target.checked ? [...shown, filter] : shown.filter((chosen) => chosen !== filter);
              setShown(next);
              onChange(next);
            }}
          />
          {LABELS[filter]}
        </label>
      ))}
    </fieldset>
  );
}
