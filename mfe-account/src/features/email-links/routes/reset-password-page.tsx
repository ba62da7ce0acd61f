import { messageOf } from '@portal/api-client/api-failure';
import { applyPassword } from '@portal/api-client/calls/account';
import { LINK_MESSAGES } from '@portal/contracts/provider/registration';
import { Link, useSearchParams } from '@portal/router/react-router';
import { signOut } from '@portal/session/session-actions';
import { authenticatedAtom, sessionStore } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Button, buttonClassName } from '@portal/ui/button';
import { Card } from '@portal/ui/card';
import { useForm } from '@portal/ui/form/use-form';
import { useSubmit } from '@portal/ui/form/use-submit';
import { emailLinkTokenSchema, newPasswordFormSchema } from '@portal/validation/password-schema';
import { useState } from 'react';
import * as v from 'valibot';
import { NewPasswordFields } from '../../common/components/new-password-fields.tsx';
import styles from '../../common/form-layout.module.css';

function LinkProblem({ message }: { message: string }) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </p>
    </Alert>
  );
}

/**
 * /reset-password?token=: the new password for the account the e-mailed link belongs to. Every
 * session of the account ends, this one included, so the member logs in again with it.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm(newPasswordFormSchema, { password: '', passwordConfirmation: '' });
  const [done, setDone] = useState(false);
  const { onSubmit, busy, failure } = useSubmit(
    form,
    async (value) => {
      await applyPassword(token, value.password);
      // The provider ended every session of the account; this browser's chrome should say so too.
      if (sessionStore.get(authenticatedAtom)) await signOut();
      setDone(true);
    },
    // Requirements §20.2: password apply rejects with the first message of its errors list, a
    // string, which messageOf shows as it is.
    { onFailure: messageOf },
  );

  if (!v.is(emailLinkTokenSchema, token)) {
    return (
      <div className={styles.formPage}>
        <h1>Choose a new password</h1>
        <LinkProblem message="This password reset link is not complete. Open the link from your e-mail again, or ask for a new one." />
      </div>
    );
  }

  return (
    <div className={styles.formPage}>
      <h1>Choose a new password</h1>
      {done ? (
        <Card>
          <Alert tone="success">
            <p className={styles.sentTitle} data-testid="password-changed">
              Your password was changed
            </p>
            <p>For your security, every device signed in to your account was signed out.</p>
          </Alert>
          <Link to="/login" className={buttonClassName('primary', true)}>
            Log in with your new password
          </Link>
        </Card>
      ) : (
        <Card>
          <form method="post" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Choose a new password">
            {failure === LINK_MESSAGES.reset ? (
              <LinkProblem message={failure} />
            ) : failure ? (
              <Alert tone="error">{failure}</Alert>
            ) : null}
            <NewPasswordFields
              passwordLabel="New password"
              password={form.values.password}
              confirmation={form.values.passwordConfirmation}
              onPassword={(value) => form.setValue('password', value)}
              onConfirmation={(value) => form.setValue('passwordConfirmation', value)}
              errors={form.errors}
            />
            <Button type="submit" block busy={busy}>
              {busy ? 'Saving…' : 'Save my new password'}
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
