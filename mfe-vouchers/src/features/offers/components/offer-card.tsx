import type { MemberOffer } from '@portal/contracts/provider/offers';
import { Link } from '@portal/router/react-router';
import { buttonClassName } from '@portal/ui/button';
import { RewardImage } from '../../vouchers/components/reward-image.tsx';
import voucherStyles from '../../vouchers/vouchers.module.css';
import { offerCapText, offerEarnedText, offerRuleText, offerWindowText } from '../offer-terms.ts';
import { OfferActivation } from './offer-activation.tsx';
import styles from './offer-card.module.css';

/**
 * One offer: its picture and title, what it gives, its window in Jamaica time, whether it is
 * active and what the member earned from it; then Activate or Undo — or, for a guest or a pending
 * member, the step they need first (the redeeming rule's words, as the provider answers them).
 * `onChange` is given the offer as the provider answers it after an activation or an undo; without
 * it (offline, from the saved copy) there is no action.
 */
export function OfferCard({
  offer,
  onChange,
}: {
  offer: MemberOffer;
  onChange?: ((offer: MemberOffer) => void) | undefined;
}) {
  const active = offer.activatedAt !== null;
  return (
    <li className={styles.offerCard} data-testid="offer-card" data-offer-id={offer.id}>
      <RewardImage src={offer.image} alt="" size={96} />
      <div className={styles.offerCardBody}>
        <h2 className={styles.offerCardTitle}>{offer.title}</h2>
        <p>
          {/* The vouchers' labels: the word says it, the colour repeats it. */}
          <span
            className={`${voucherStyles.voucherBadge} ${active ? voucherStyles.voucherBadgeActive : voucherStyles.voucherBadgeUsed}`}
            data-testid="offer-status"
          >
            {active ? 'Active' : 'Not active'}
          </span>
        </p>
        <p className={styles.offerRule}>{offerRuleText(offer.rule)}</p>
        <p className={styles.offerMeta}>
          {offerWindowText(offer)} {offerCapText(offer.capPerMember)}
        </p>
        <p data-testid="offer-earned">{offerEarnedText(offer)}</p>
        {offer.firstStep ? (
          <div className={styles.offerFirstStep} data-testid="offer-first-step">
            <p>{offer.firstStep.message}</p>
            <Link to={offer.firstStep.nextStep.to} className={buttonClassName('primary')}>
              {offer.firstStep.nextStep.label}
            </Link>
          </div>
        ) : onChange ? (
          <OfferActivation offer={offer} onChange={onChange} />
        ) : null}
      </div>
    </li>
  );
}
