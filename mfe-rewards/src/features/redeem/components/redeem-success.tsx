import type { RedeemResponse } from '@portal/contracts/provider/rewards';
import { Link } from '@portal/router/react-router';
import { buttonClassName } from '@portal/ui/button';
import { formatInstant } from '@portal/ui/format/format-instant';
import { formatJmd } from '@portal/ui/format/format-jmd';
import { formatPoints } from '@portal/ui/format/format-points';
import { groupDigits } from '@portal/ui/scannable-code';
import { useEffect, useRef } from 'react';
import styles from '../routes/redeem.module.css';

/** The issued voucher, with a link to it (the vouchers remote shows it; linked by URL only). */
export function RedeemSuccess({ result }: { result: RedeemResponse }) {
  const { voucher, points } = result;
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation was replaced: take focus to the news, so screen readers hear it first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.redeem}>
      <h1 ref={heading} tabIndex={-1}>
        Your voucher is ready
      </h1>
      <p>
        You redeemed <strong>{voucher.rewardName}</strong> for {formatPoints(voucher.pointsCost)}.
      </p>
      <div className={styles.redeemVoucher}>
        <p className={styles.redeemVoucherLabel}>Voucher number</p>
        <p
          className={styles.redeemVoucherNumber}
          data-testid="voucher-number"
          data-voucher-number={voucher.voucherNumber}
        >
          {groupDigits(voucher.voucherNumber)}
        </p>
        <dl className={styles.redeemVoucherFacts}>
          {voucher.valueJmd !== null ? (
            <div>
              <dt>Value</dt>
              <dd>{formatJmd(voucher.valueJmd)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Valid until</dt>
            <dd>{formatInstant(voucher.expiresAt)}</dd>
          </div>
          <div>
            <dt>New balance</dt>
            <dd data-testid="redeem-new-balance">{formatPoints(points)}</dd>
          </div>
        </dl>
      </div>
      <p>Show the voucher at the till; it has a barcode the cashier can scan.</p>
      <div className={styles.redeemActions}>
        <Link to={`/vouchers/${encodeURIComponent(voucher.voucherNumber)}`} className={buttonClassName('primary')}>
          View your voucher
        </Link>
        <Link to="/rewards">Back to rewards</Link>
      </div>
    </div>
  );
}
