import { Link } from '@portal/router/react-router';
import type { ActionRefusal } from '@portal/session/account-rules';
import { Alert } from '@portal/ui/alert';
import { buttonClassName } from '@portal/ui/button';

/**
 * What a guest or a pending member sees in place of an action they may not take yet (a promo
 * claim, a card link): the reason, and the next step as the one button (actionRefusalOf).
 */
export function ActionRefusalNotice({
  refusal,
  className,
  testId,
}: {
  refusal: ActionRefusal;
  className?: string | undefined;
  testId: string;
}) {
  return (
    <div className={className} data-testid={testId}>
      <Alert tone="info">
        <p>{refusal.message}</p>
      </Alert>
      <Link to={refusal.nextStep.to} className={buttonClassName('primary')}>
        {refusal.nextStep.label}
      </Link>
    </div>
  );
}
