import type { AccountSummary } from '@portal/contracts/provider/account';
import { formatDay, formatNumber, formatPoints } from '../../common/format.ts';

/**
 * The account summary: who (for a verified member only, spec §6), the account number, the points
 * balance and tier, and the points story so far.
 */
export function AccountSummaryContent({ summary, showName }: { summary: AccountSummary; showName: boolean }) {
  const name = showName ? [summary.firstName, summary.lastName].filter(Boolean).join(' ') : '';
  return (
    <div className="ir-summary-card">
      <p className="ir-summary-card__balance">
        <span className="ir-summary-card__label">Points balance</span>
        <span data-testid="summary-points" className="ir-summary-card__points">
          {formatPoints(summary.points)}
        </span>
      </p>
      <dl className="ir-summary">
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
          <dd>{formatDay(summary.memberSince)}</dd>
        </div>
        <div>
          <dt>Points earned to date</dt>
          <dd>{formatNumber(summary.lifetimePoints)}</dd>
        </div>
        <div>
          <dt>Points redeemed</dt>
          <dd>{formatNumber(summary.pointsRedeemed)}</dd>
        </div>
      </dl>
    </div>
  );
}
