import { envAtom } from '@portal/session/session-atoms';
import { buttonClassName } from '@portal/ui/button';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { HeaderFrame, type NavItem } from './header-frame.tsx';

/**
 * Spec §2 signed-out header: Home (not on the login page), Rewards, About, Register (only when
 * registration is enabled), FAQs, Contact Us; Sign In, or Login on the login page.
 */
export function SignedOutHeader({ onLoginPage }: { onLoginPage: boolean }) {
  const registrationEnabled = useAtomValue(envAtom)?.registrationEnabled ?? false;
  const items: NavItem[] = [
    ...(onLoginPage ? [] : [{ to: '/', label: 'Home' }]),
    { to: '/rewards', label: 'Rewards' },
    { to: '/about', label: 'About' },
    ...(registrationEnabled ? [{ to: '/register', label: 'Register' }] : []),
    { to: '/faq', label: 'FAQs' },
    { to: '/contact', label: 'Contact Us' },
  ];
  return (
    <HeaderFrame
      label="Main"
      items={items}
      actions={
        <Link to="/login" className={buttonClassName('primary')}>
          {onLoginPage ? 'Login' : 'Sign In'}
        </Link>
      }
    />
  );
}
