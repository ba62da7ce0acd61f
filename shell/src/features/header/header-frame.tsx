import { Link, NavLink, useLocation } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useId, useState } from 'react';
import './header.css';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * The pinned 80px header shared by both variants: the programme's mark, the navigation (inline
 * from 1024px, behind a Menu button below) and the actions (sign in, log out).
 */
export function HeaderFrame({ items, actions, label }: { items: NavItem[]; actions: ReactNode; label: string }) {
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  // A navigation closes the mobile menu.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="ir-header">
      <div className="ir-header__inner">
        <Link to="/" className="ir-header__brand" aria-label={`${programme} home`}>
          <span className="ir-header__mark" aria-hidden="true">
            ★
          </span>
          <span>{programme}</span>
        </Link>
        <button
          type="button"
          className="ir-header__menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </button>
        <nav id={menuId} className={`ir-header__nav${open ? ' ir-header__nav--open' : ''}`} aria-label={label}>
          <ul className="ir-header__links">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className="ir-header__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="ir-header__actions">{actions}</div>
        </nav>
      </div>
    </header>
  );
}
