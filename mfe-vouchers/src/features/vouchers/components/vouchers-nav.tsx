import { NavLink } from '@portal/router/react-router';

/** The two voucher lists: the member's vouchers, and the ones already used. */
export function VouchersNav() {
  return (
    <nav className="ir-vouchers-nav" aria-label="Voucher lists">
      <NavLink to="/vouchers" end className="ir-vouchers-nav__link">
        My vouchers
      </NavLink>
      <NavLink to="/vouchers/redeemed" className="ir-vouchers-nav__link">
        Redeemed
      </NavLink>
    </nav>
  );
}
