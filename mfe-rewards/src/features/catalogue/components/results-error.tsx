import { messageOf } from '@portal/api-client/api-failure';
import { useAsyncError, useRevalidator } from '@portal/router/react-router';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import styles from './results-error.module.css';

/** The results could not be loaded: say why, and offer to try again (filters and search stay). */
export function ResultsError() {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  return (
    <Alert tone="error">
      <p className={styles.rewardsErrorText}>We could not load rewards. {messageOf(error)}</p>
      <Button variant="secondary" busy={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
        Try again
      </Button>
    </Alert>
  );
}
