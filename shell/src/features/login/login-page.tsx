import { REGISTRATION_SOURCE_KEY } from '@portal/contracts/registration-source';
import { Link, useSearchParams } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { Alert } from '@portal/ui/alert';
import { Card } from '@portal/ui/card';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import styles from '../layout/layout.module.css';
import { LoginForm } from './login-form.tsx';
import { LOGIN_FORM_ID } from './login-form-id.ts';
import loginPageStyles from './login-page.module.css';
import { carriedLoginForm, forgetCarriedLoginForm } from './server-login-form.ts';

/** The notice a login query parameter asks for (requirements §2.2, §4.5), or null. */
function loginNotice(params: URLSearchParams): { tone: 'success' | 'info'; text: string } | null {
  if (params.get('account-verified') === 'true') {
    return { tone: 'success', text: 'Your account was successfully verified. Please Sign In' };
  }
  if (params.get('account-deleted') === 'true')
    return { tone: 'success', text: 'Your account was successfully deleted.' };
  if (params.get('sessionExpired') === 'true') {
    return { tone: 'info', text: 'Your session has expired. Please sign in again.' };
  }
  return null;
}

/**
 * /login. It takes over what the server's form carried (server-login-form.ts): on the server, the
 * refusal and identifier of a sign-in the form sent without scripts; in the browser, what the
 * member did in the server's form before the scripts came.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const [carried] = useState(carriedLoginForm);
  useEffect(() => {
    forgetCarriedLoginForm();
  }, []);
  const registrationEnabled = useAtomValue(envAtom)?.registrationEnabled ?? false;
  const notice = loginNotice(params);
  const registrationSource = params.get('registrationSource');

  useEffect(() => {
    if (!registrationSource) return;
    try {
      sessionStorage.setItem(REGISTRATION_SOURCE_KEY, registrationSource.slice(0, 64));
    } catch {
      // storage disabled: registration just goes without a source
    }
  }, [registrationSource]);

  return (
    <Card>
      <h1 className={loginPageStyles.loginTitle}>Log in to your account</h1>
      <p className={styles.loginWelcome}>Welcome back</p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <LoginForm id={LOGIN_FORM_ID} redirectTo={params.get('redirect')} carried={carried} />
      <p className={styles.loginLinks}>
        <Link to="/forgot-password">Forgot your password?</Link>
        {registrationEnabled ? (
          <>
            {' · '}
            <Link to="/register">Register</Link>
          </>
        ) : null}
      </p>
    </Card>
  );
}
