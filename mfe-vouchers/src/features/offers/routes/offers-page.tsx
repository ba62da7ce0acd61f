import { offerTallyOf, offerTallyText } from '@portal/contracts/offer-tally';
import type { MemberOffer } from '@portal/contracts/provider/offers';
import { Await, useLoaderData } from '@portal/router/react-router';
import { formatPoints } from '@portal/ui/format/format-points';
import { Skeleton } from '@portal/ui/skeleton';
import { Suspense, useState } from 'react';
import { ListError } from '../../vouchers/components/list-error.tsx';
import voucherStyles from '../../vouchers/vouchers.module.css';
import type { OffersData } from '../api/offers-loader.ts';
import { OfferCard } from '../components/offer-card.tsx';
import styles from './offers-page.module.css';

/** The list as read, with each activation or undo the member made since in place of the offer it changed. */
function OfferList({ offers }: { offers: MemberOffer[] }) {
  const [changed, setChanged] = useState<Readonly<Record<string, MemberOffer>>>({});
  const shown = offers.map((offer) => changed[offer.id] ?? offer);
  const tally = offerTallyOf(shown);
  return (
    <div className={styles.offerList}>
      <p className={styles.offerTally} role="status" data-testid="offer-tally">
        {offerTallyText(tally)}
        {tally.earnedPoints > 0 ? ` You’ve earned ${formatPoints(tally.earnedPoints)} from them.` : ''}
      </p>
      {shown.length === 0 ? (
        <p>New offers appear here when they start. Come back soon.</p>
      ) : (
        <ul className={voucherStyles.voucherGrid}>
          {shown.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              onChange={(next) => setChanged((before) => ({ ...before, [next.id]: next }))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /offers, "Offers for you" (docs/decisions/0044-offers.md): the open offers the member may
 * take, soonest ending first, each activated or undone with one tap.
 */
export function OffersPage() {
  const { offers } = useLoaderData<OffersData>();
  return (
    <div className={styles.offers}>
      <header>
        <h1>Offers for you</h1>
        <p className={styles.offersIntro}>
          Activate an offer, then show your member card at the till: its bonus points come with your purchase.
        </p>
      </header>
      <Suspense
        fallback={
          <div aria-busy="true">
            <Skeleton height="16rem" label="Loading your offers" />
          </div>
        }
      >
        <Await resolve={offers} errorElement={<ListError />}>
          {(found) => <OfferList offers={found} />}
        </Await>
      </Suspense>
    </div>
  );
}
