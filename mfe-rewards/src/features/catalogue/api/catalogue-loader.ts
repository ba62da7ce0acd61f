import { getRewardCategories, searchRewards } from '@portal/api-client/calls/rewards';
import type { RewardCategory } from '@portal/contracts/provider/rewards';
import type { LoaderFunctionArgs } from '@portal/router/react-router';
import { authenticatedAtom, sessionStore } from '@portal/session/session-atoms';
import { forVisitor, parseCatalogueState, toRewardSearch } from '../catalogue-state.ts';

/** Categories change rarely: asked for once per visit (again after a failure). */
let categories: Promise<RewardCategory[]> | null = null;

function loadCategories(): Promise<RewardCategory[]> {
  categories ??= getRewardCategories()
    // Requirements §10.1: categories are listed alphabetically by name, whatever order they come in.
    .then((list) => [...list].sort((a, b) => a.name.localeCompare(b.name, 'en-JM')))
    .catch((error: unknown) => {
      categories = null;
      throw error;
    });
  return categories;
}

/** A rejection nobody renders (a superseded search) must not surface as an unhandled one. */
function quietly<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Reads the catalogue state from the URL and starts its requests without waiting for them: the
 * filters and the results each show a skeleton, then their data or their own error.
 */
export function catalogueLoader({ request }: LoaderFunctionArgs) {
  const parsed = parseCatalogueState(new URL(request.url).searchParams);
  // A member's own filters and sorts need a member (docs/decisions/0028-affordability-and-favourites.md);
  // their hearts are asked for by the hearts themselves (favourite-button.tsx).
  const member = sessionStore.get(authenticatedAtom);
  const state = member ? parsed : forVisitor(parsed);
  return {
    state,
    results: quietly(searchRewards(toRewardSearch(state), request.signal)),
    categories: quietly(loadCategories()),
  };
}

export type CatalogueData = ReturnType<typeof catalogueLoader>;
