import { resendVerificationEmail } from '@portal/api-client/calls/account';
import { Link, useLocation } from '@portal/router/react-router';
import { Card } from '@portal/ui/card';
import styles from '../../common/form-layout.module.css';
import { EmailAddressForm } from '../components/email-address-form.tsx';
import { initialEmail } from '../initial-email.ts';

/**
 * /resend-verification: a new verification link. Members who registered online land here when
 * they try to log in before verifying (requirements §4.4: a 401 at login).
 */
export function ResendVerificationPage() {
  const { state } = useLocation();
  return (
    <div className={styles.formPage}>
      <h1>Verify your e-mail address</h1>
      <p className={styles.formPageIntro}>
        Your account needs a verified e-mail address before you can log in. Enter your address and we’ll send you a new
        verification link.
      </p>
      <Card>
        <EmailAddressForm
          label="Resend the verification link"
          initialEmail={initialEmail(state)}
          submitLabel="Send me a new link"
          busyLabel="Sending…"
          send={resendVerificationEmail}
          sent={(emailAddress) => (
            <>
              <p className={styles.sentTitle}>Check your e-mail</p>
              <p>
                If an account with <strong>{emailAddress}</strong> is waiting to be verified, we’ve sent it a new link.
                The link works for 48 hours; older links no longer work.
              </p>
            </>
          )}
        />
      </Card>
      <p className={styles.formPageLinks}>
        <Link to="/login">Back to log in</Link>
      </p>
    </div>
  );
}
