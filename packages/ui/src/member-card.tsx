import styles from './member-card.module.css';
import { ScannableCode } from './scannable-code.tsx';
import { Skeleton } from './skeleton.tsx';

/**
 * The digital member card's face: the programme and tier band, what it is for, and the member
 * number as a Code 128 barcode, a QR code a till can scan and large copyable text a cashier can
 * key in. One component for the dashboard's card and the header's full-screen card, so the two
 * never drift apart; each app wraps it in its own frame (a Card, a full-screen Modal).
 */
export function MemberCard({
  accountNumber,
  programmeName,
  tier,
}: {
  /** Null while the account loads: a skeleton of the code's size keeps the layout still. */
  accountNumber: string | null;
  programmeName: string;
  tier: string | null;
}) {
  return (
    <>
      <div className={styles.memberCardBand} aria-hidden="true">
        <span>★ {programmeName}</span>
        {tier ? <span>{tier}</span> : null}
      </div>
      <p className={styles.memberCardHint}>Show this at the till to earn and use your points.</p>
      {accountNumber ? (
        <ScannableCode value={accountNumber} what="Member number" />
      ) : (
        <Skeleton height="16rem" label="Loading your member card" />
      )}
    </>
  );
}
