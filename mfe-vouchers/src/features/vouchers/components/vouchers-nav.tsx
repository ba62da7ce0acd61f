import { NavLink } from '@portal/router/react-router';
import styles from './vouchers-nav.module.css';

/** The two voucher lists: the member's vouchers, and the ones already used. */
export function VouchersNav() {
  return (
    <nav className={styles.vouchersNav} aria-label="Voucher lists">
      <NavLink to="/vouchers" end className={styles.vouchersNavLink ?? ''}>
        My vouchers
      </NavLink>
      <NavLink to="/vouchers/redeemed" className={styles.vouchersNavLink ?? ''}>
        Redeemed
      </NavLink>
    </nav>
  );
}
