import { requestPasswordReset } from '@portal/api-client/calls/account';
import { Link, useLocation } from '@portal/router/react-router';
import { Card } from '@portal/ui/card';
import styles from '../../common/form-layout.module.css';
import { EmailAddressForm } from '../components/email-address-form.tsx';
import { initialEmail } from '../initial-email.ts';

/** /forgot-password: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { state } = useLocation();
  return (
    <div className={styles.formPage}>
      <h1>Forgot your password?</h1>
      <p className={styles.formPageIntro}>
        Enter the e-mail address of your account and we’ll send you a link to choose a new password.
      </p>
      <Card>
        <EmailAddressForm
          label="Reset your password"
          initialEmail={initialEmail(state)}
          submitLabel="Send me a reset link"
          busyLabel="Sending…"
          send={requestPasswordReset}
          sent={(emailAddress) => (
            <>
              <p className={styles.sentTitle}>Check your e-mail</p>
              <p>
                If an account uses <strong>{emailAddress}</strong>, we’ve sent it a link to choose a new password. The
                link works for 1 hour.
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
