import { Link, useLocation } from '@portal/router/react-router';
import { buttonClassName } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import styles from '../../common/form-layout.module.css';

/** /register-success: what happens next — the verification e-mail, then signing in. */
export function RegisterSuccessPage() {
  const state: unknown = useLocation().state;
  const emailAddress =
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { emailAddress?: unknown }).emailAddress === 'string'
      ? (state as { emailAddress: string }).emailAddress
      : null;
  return (
    <div className={styles.formPage}>
      <h1>Check your e-mail</h1>
      <Card>
        <p>
          Thank you for registering.{' '}
          {emailAddress ? (
            <>
              We’ve sent a link to <strong data-testid="registered-email">{emailAddress}</strong>.
            </>
          ) : (
            <>We’ve sent a link to the e-mail address you gave us.</>
          )}{' '}
          Open it to verify your address, then log in with your e-mail address and password. The link works for 48
          hours.
        </p>
        <p>
          Nothing there? Check your spam or junk folder, or <Link to="/resend-verification">send the link again</Link>.
        </p>
        <Link to="/login" className={buttonClassName('primary', true)}>
          Go to log in
        </Link>
      </Card>
    </div>
  );
}
