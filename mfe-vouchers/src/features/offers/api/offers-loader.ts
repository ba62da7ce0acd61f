import { getOffers } from '@portal/api-client/calls/offers';
import type { LoaderFunctionArgs } from '@portal/router/react-router';

/** /offers — starts reading the member's open offers without waiting, so the page shows its skeleton at once. */
export function offersLoader({ request }: LoaderFunctionArgs) {
  const offers = getOffers(request.signal);
  // The page's <Await> shows a failure; this only keeps it from counting as unhandled if the
  // call fails before the page's code has arrived.
  offers.catch(() => undefined);
  return { offers };
}

export type OffersData = ReturnType<typeof offersLoader>;
