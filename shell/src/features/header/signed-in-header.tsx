import { useNavigate } from '@portal/router/react-router';
import { signOut } from '@portal/session/session-actions';
import { Button } from '@portal/ui/button';
import { useState } from 'react';
import styles from './header.module.css';
import { HeaderFrame, type NavItem } from './header-frame.tsx';
import { MemberCardButton } from './member-card-button.tsx';

const ITEMS: NavItem[] = [
  { to: '/', label: 'Dashboard' },
  { to: '/transactions', label: 'Transactions' },
  { to: '/rewards', label: 'Rewards' },
  { to: '/vouchers', label: 'Vouchers' },
  { to: '/account', label: 'My Account' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQs' },
  { to: '/contact', label: 'Contact Us' },
];

/**
 * Requirements §2.6 signed-in header: Dashboard, Transactions, Rewards, Vouchers, My Account, About, FAQs,
 * Contact Us, Logout; and the Card button, outside the menu, for the member card at a till.
 */
export function SignedInHeader() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async (): Promise<void> => {
    setBusy(true);
    await signOut();
    // Requirements §5.5 logout step 6.
    await navigate('/login');
  };
  return (
    <HeaderFrame
      label="Main"
      items={ITEMS}
      quickAction={<MemberCardButton />}
      actions={
        <Button variant="secondary" onClick={logout} busy={busy} className={styles.headerLogout}>
          Logout
        </Button>
      }
    />
  );
}
