import { Card } from '@portal/ui/card';
import { ScannableCode } from '@portal/ui/scannable-code';
import { Skeleton } from '@portal/ui/skeleton';
import styles from '../routes/dashboard.module.css';

/**
 * The digital member card: the member number as a Code 128 barcode and a QR code a till can scan,
 * and as large copyable text a cashier can key in.
 */
export function MemberCard({
  accountNumber,
  programmeName,
  tier,
}: {
  accountNumber: string | null;
  programmeName: string;
  tier: string | null;
}) {
  return (
    <Card title="Your member card" className={styles.memberCard}>
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
    </Card>
  );
}
