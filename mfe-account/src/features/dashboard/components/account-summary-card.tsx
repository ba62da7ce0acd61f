import type { AccountSummary } from '@portal/contracts/provider/account';
import { Card } from '@portal/ui/card';
import { POINTS_UNIT } from '@portal/validation/constants';

const numberFormat = new Intl.NumberFormat('en-JM');

export function AccountSummaryCard({ summary }: { summary: AccountSummary }) {
  const name = [summary.firstName, summary.lastName].filter(Boolean).join(' ');
  return (
    <Card title="Account summary">
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
          <dt>Points balance</dt>
          <dd data-testid="summary-points" className="ir-summary__points">
            {numberFormat.format(summary.points)} {POINTS_UNIT}
          </dd>
        </div>
        <div>
          <dt>Tier</dt>
          <dd>{summary.vendorTier}</dd>
        </div>
      </dl>
    </Card>
  );
}
