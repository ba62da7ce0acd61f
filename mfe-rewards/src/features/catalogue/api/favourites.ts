import { getFavouriteRewards, setFavouriteReward } from '@portal/api-client/calls/rewards';
import { authenticatedAtom, sessionStore } from '@portal/session/session-atoms';
import { atom } from 'jotai';

/** The ids of the signed-in member's favourite rewards; null until loaded (hearts wait for it). */
export const favouritesAtom = atom<ReadonlySet<number> | null>(null);

let loading: Promise<void> | null = null;

// Another member may sign in without a page load: their favourites are asked for afresh.
sessionStore.sub(authenticatedAtom, () => {
  loading = null;
  sessionStore.set(favouritesAtom, null);
});

/** Asks for the member's favourites once per sign-in (again after a failure, which is otherwise silent). */
export function loadFavourites(): void {
  if (loading) return;
  loading = getFavouriteRewards().then(
    (ids) => sessionStore.set(favouritesAtom, new Set(ids)),
    () => {
      loading = null;
    },
  );
}

/**
 * Makes a reward a favourite or not: the heart changes at once and the provider is told; if it
 * refuses or cannot be reached, the heart goes back and the failure is thrown to the caller.
 */
export async function setFavourite(id: number, favourite: boolean): Promise<void> {
  const change = (on: boolean) => {
    const current = new Set(sessionStore.get(favouritesAtom) ?? []);
    if (on) current.add(id);
    else current.delete(id);
    sessionStore.set(favouritesAtom, current);
  };
  change(favourite);
  try {
    await setFavouriteReward(id, favourite);
  } catch (error) {
    change(!favourite);
    throw error;
  }
}
