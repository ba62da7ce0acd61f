import { envAtom } from '@portal/session/session-atoms';
import { Card } from '@portal/ui/card';
import { useAtomValue } from 'jotai';

/** Where the maintenance guard sends everyone while MAINTENANCE is enabled. */
export function MaintenancePage() {
  const env = useAtomValue(envAtom);
  const programme = env?.programmeName ?? 'Island Rewards';
  return (
    <Card>
      <h1>We'll be right back</h1>
      <p>
        {programme} is down for scheduled maintenance while we make improvements. Your points, rewards and vouchers are
        safe, and you can keep earning points in store as usual.
      </p>
      {env?.tollFreePhone ? (
        <p>
          Need help now? Call us toll-free on{' '}
          <a href={`tel:${env.tollFreePhone.replace(/[^\d+]/g, '')}`}>{env.tollFreePhone}</a>.
        </p>
      ) : null}
    </Card>
  );
}
