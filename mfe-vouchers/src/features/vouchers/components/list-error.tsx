import { messageOf } from '@portal/api-client/api-failure';
import { useAsyncError, useRevalidator } from '@portal/router/react-router';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import styles from './list-error.module.css';

/** A list that could not be loaded: why, and a way to try again without losing the filter. */
export function ListError() {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  return (
    <Alert tone="error">
      <p className={styles.voucherListError}>{messageOf(error)}</p>
      <Button variant="secondary" busy={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
        Try again
      </Button>
    </Alert>
  );
}
