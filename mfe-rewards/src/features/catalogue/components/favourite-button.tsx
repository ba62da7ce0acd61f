import { messageOf } from '@portal/api-client/api-failure';
import type { Reward } from '@portal/contracts/provider/rewards';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { favouritesAtom, loadFavourites, setFavourite } from '../api/favourites.ts';
import styles from './member-catalogue.module.css';

/** The heart on a reward card: a toggle button ("pressed" = a favourite), kept by the provider per member. */
export function FavouriteButton({ reward }: { reward: Pick<Reward, 'id' | 'name'> }) {
  const favourites = useAtomValue(favouritesAtom);
  const [error, setError] = useState<string | null>(null);
  // Asked for once the page is in the browser (once for all the hearts): a page the server
  // rendered shows no hearts, and neither does the browser's first render of it, so they agree.
  useEffect(loadFavourites, []);
  if (!favourites) return null;
  const on = favourites.has(reward.id);
  return (
    <>
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={on}
        aria-label={`Favourite: ${reward.name}`}
        title={on ? 'Remove from favourites' : 'Add to favourites'}
        data-testid="favourite"
        onClick={() => {
          setError(null);
          setFavourite(reward.id, !on).catch((failure: unknown) => setError(messageOf(failure)));
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
            fill={on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      {error ? (
        <p className={styles.favouriteError} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
