import { offerTallyOf, offerTallyText } from '@portal/contracts/offer-tally';
import type { MemberOffer } from '@portal/contracts/provider/offers';
import { Link } from '@portal/router/react-router';
import { actionRefusalOf } from '@portal/session/account-rules';
import { accountClassAtom } from '@portal/session/session-atoms';
import { formatPoints } from '@portal/ui/format/format-points';
import { useAtomValue } from 'jotai';
import { DeferredCard } from '../../common/components/deferred-card.tsx';
import styles from './offers-card.module.css';

function OffersContent({ offers }: { offers: MemberOffer[] }) {
  const tally = offerTallyOf(offers);
  // A guest or a pending member sees the step they need first: the rule and words of redeeming.
  const memberClass = useAtomValue(accountClassAtom);
  const refusal = tally.open > 0 ? actionRefusalOf(memberClass, 'activate-offer') : null;
  return (
    <div className={styles.offers} data-testid="offers-card">
      <p data-testid="offers-card-tally">
        {refusal
          ? `${tally.open === 1 ? '1 offer is' : `${tally.open} offers are`} waiting for you. ${refusal.firstStep}.`
          : offerTallyText(tally)}
        {tally.earnedPoints > 0 ? ` You’ve earned ${formatPoints(tally.earnedPoints)} from them.` : ''}
      </p>
      <p className={styles.offersLinks}>
        {refusal ? <Link to={refusal.nextStep.to}>{refusal.nextStep.label}</Link> : null}
        <Link to="/offers">{tally.open === 0 ? 'See your offers' : 'See the offers for you'}</Link>
      </p>
    </div>
  );
}

/**
 * The dashboard's "Offers for you" card (docs/decisions/0044-offers.md): how many of the member's
 * open offers are active, what they earned from them and the way to the offers page.
 */
export function OffersCard({ offers, className }: { offers: Promise<MemberOffer[]>; className?: string | undefined }) {
  return (
    <DeferredCard
      title="Offers for you"
      what="your offers"
      resolve={offers}
      skeletonHeight="5.5rem"
      className={className}
    >
      {(found) => <OffersContent offers={found} />}
    </DeferredCard>
  );
}
