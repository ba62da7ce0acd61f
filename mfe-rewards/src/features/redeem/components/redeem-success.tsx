import type { RedeemResponse } from '@portal/contracts/provider/rewards';
import { Link } from '@portal/router/react-router';
import { buttonClassName } from '@portal/ui/button';
import { groupDigits } from '@portal/ui/scannable-code';
import { useEffect, useRef } from 'react';
import { formatDay, formatJmd, formatPoints } from '../../catalogue/api/format.ts';

/** The issued voucher, with a link to it (the vouchers remote shows it; linked by URL only). */
export function RedeemSuccess({ result }: { result: RedeemResponse }) {
  const { voucher, points } = result;
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation was replaced: take focus to the news, so screen readers hear it first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="ir-redeem ir-redeem--done">
      <h1 ref={heading} tabIndex={-1}>
        Your voucher is ready
      </h1>
      <p>
        You redeemed <strong>{voucher.rewardName}</strong> for {formatPoints(voucher.pointsCost)}.
      </p>
      <div className="ir-redeem__voucher">
        <p className="ir-redeem__voucher-label">Voucher number</p>
        <p
          className="ir-redeem__voucher-number"
          data-testid="voucher-number"
          data-voucher-number={voucher.voucherNumber}
        >
          {groupDigits(voucher.voucherNumber)}
        </p>
        <dl className="ir-redeem__voucher-facts">
          {voucher.valueJmd !== null ? (
            <div>
              <dt>Value</dt>
              <dd>{formatJmd(voucher.valueJmd)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Valid until</dt>
            <dd>{formatDay(voucher.expiresAt)}</dd>
          </div>
          <div>
            <dt>New balance</dt>
            <dd data-testid="redeem-new-balance">{formatPoints(points)}</dd>
          </div>
        </dl>
      </div>
      <p>Show the voucher at the till; it has a barcode the cashier can scan.</p>
      <div className="ir-redeem__actions">
        <Link to={`/vouchers/${encodeURIComponent(voucher.voucherNumber)}`} className={buttonClassName('primary')}>
          View your voucher
        </Link>
        <Link to="/rewards">Back to rewards</Link>
      </div>
    </div>
  );
}
