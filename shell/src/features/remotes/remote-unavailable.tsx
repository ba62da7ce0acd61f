import { REMOTE_LABELS, type RemoteName } from '@portal/contracts/route-map';
import { useLocation, useNavigate } from '@portal/router/react-router';
import { Button } from '@portal/ui/button';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { prepareRetry } from './remote-registry.ts';
import { remoteStatusAtom } from './remote-status.ts';
import styles from './remote-unavailable.module.css';

/**
 * The fallback of a remote that could not be loaded (or was refused): it names what is
 * unavailable and offers Retry. Header, sidebar, footer and every other remote keep working.
 */
export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const status = useAtomValue(remoteStatusAtom)[remote];
  const navigate = useNavigate();
  const location = useLocation();
  const [retrying, setRetrying] = useState(false);
  const incompatible = status.state === 'failed' && status.reason === 'incompatible';

  const retry = async (): Promise<void> => {
    setRetrying(true);
    await prepareRetry(remote);
    // Navigating to the same place makes the router discover the remote's routes again.
    await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    setRetrying(false);
  };

  return (
    <section className={styles.remoteUnavailable} aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">{REMOTE_LABELS[remote]} is unavailable right now</h1>
      <p>
        {incompatible
          ? 'This part of Island Rewards is being updated. Please try again in a few minutes.'
          : 'We could not load this part of Island Rewards. Your points and vouchers are safe.'}
      </p>
      <Button onClick={retry} busy={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </section>
  );
}
