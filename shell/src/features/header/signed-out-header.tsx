import { Link, useLocation } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import styles from '../layout/layout.module.css';
import { LOGIN_FORM_ID } from '../login/login-form-id.ts';
import { HeaderFrame, type NavItem } from './header-frame.tsx';

// The form's code loads when a visitor first opens the panel, not with every page.
const LoginForm = lazy(async () => ({ default: (await import('../login/login-form.tsx')).LoginForm }));

/**
 * Requirements §2.5 signed-out header: Home (not on the login page), Rewards, About, Register (only when
 * registration is enabled), FAQs, Contact Us. Sign In opens a login panel with the same form and
 * flow as /login (coming back to the page it was opened on); on the login page a Login button
 * takes the member to the form instead.
 */
export function SignedOutHeader({ onLoginPage }: { onLoginPage: boolean }) {
  const registrationEnabled = useAtomValue(envAtom)?.registrationEnabled ?? false;
  const location = useLocation();
  const [panelOpen, setPanelOpen] = useState(false);
  const items: NavItem[] = [
    ...(onLoginPage ? [] : [{ to: '/', label: 'Home' }]),
    { to: '/rewards', label: 'Rewards' },
    { to: '/about', label: 'About' },
    ...(registrationEnabled ? [{ to: '/register', label: 'Register' }] : []),
    { to: '/faq', label: 'FAQs' },
    { to: '/contact', label: 'Contact Us' },
  ];
  const focusLoginForm = (): void => {
    const field = document.querySelector<HTMLInputElement>(`#${LOGIN_FORM_ID} input`);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  };
  return (
    <>
      <HeaderFrame
        label="Main"
        items={items}
        actions={
          onLoginPage ? (
            <Button onClick={focusLoginForm}>Login</Button>
          ) : (
            <Button onClick={() => setPanelOpen(true)} aria-haspopup="dialog">
              Sign In
            </Button>
          )
        }
      />
      <Modal open={panelOpen} title="Log in to your account" onClose={() => setPanelOpen(false)} size="small">
        <p className={styles.loginWelcome}>Welcome back</p>
        <Suspense fallback={<p role="status">Loading…</p>}>
          <LoginForm redirectTo={`${location.pathname}${location.search}`} onSignedIn={() => setPanelOpen(false)} />
        </Suspense>
        <p className={styles.loginLinks}>
          <Link to="/forgot-password" onClick={() => setPanelOpen(false)}>
            Forgot your password?
          </Link>
        </p>
      </Modal>
    </>
  );
}
