import type { AccountSummary } from '@portal/contracts/provider/account';
import { formatCalendarDay } from '@portal/ui/format/format-calendar-day';
import { formatNumber } from '@portal/ui/format/format-number';
import styles from '../routes/dashboard.module.css';

/**
 * The account summary: who (for a verified member only, requirements §18), the account number, the tier,
 * and the points story so far. The balance itself is the sidebar's, beside it (issue 18: the
 * balance once above the fold, not two or three times).
 */
export function AccountSummaryContent({ summary, showName }: { summary: AccountSummary; showName: boolean }) {
  const name = showName ? [summary.firstName, summary.lastName].filter(Boolean).join(' ') : '';
  return (
    <div>
      <dl className={styles.summary}>
        {name ? (
          <div>
            <dt>Member</dt>
            <dd data-testid="summary-name">{name}</dd>
          </div>
        ) : null}
        <div>
          <dt>Account number</dt>
          <dd data-testid="summary-account-number">{summary.accountNumber}</dd>
        </div>
        <div>
          <dt>Tier</dt>
          <dd>{summary.vendorTier}</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{formatCalendarDay(summary.memberSince, 'short')}</dd>
        </div>
        <div>
          <dt>Points earned to date</dt>
          <dd>{formatNumber(summary.lifetimePoints)}</dd>
        </div>
        <div>
          <dt>Points spent on rewards</dt>
          <dd>{formatNumber(summary.pointsRedeemed)}</dd>
        </div>
      </dl>
    </div>
  );
}
