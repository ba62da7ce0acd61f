import { Link, NavLink, useLocation } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { useAtomValue } from 'jotai';
import { type ReactNode, useId, useState } from 'react';
import styles from './header.module.css';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * The pinned 80px header shared by both variants: the programme's mark, the navigation (inline
 * from 1024px, behind a Menu button below) and the actions (sign in, log out).
 */
export function HeaderFrame({
  items,
  actions,
  label,
  quickAction,
}: {
  items: NavItem[];
  actions: ReactNode;
  label: string;
  /** Kept outside the menu, so it is one tap away at every width (the member card). */
  quickAction?: ReactNode;
}) {
  const programme = useAtomValue(envAtom)?.programmeName ?? 'Island Rewards';
  const menuId = useId();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // A navigation closes the menu: while rendering the new page (React's "adjusting state when a
  // prop changes"), not in an effect. Such an effect also runs once the page has hydrated, and a tap
  // on Menu made just before it ran (a page the server drew, its scripts just in) was undone.
  const [drawnFor, setDrawnFor] = useState(pathname);
  if (drawnFor !== pathname) {
    setDrawnFor(pathname);
    setOpen(false);
  }

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.headerBrand} aria-label={`${programme} home`}>
          <span className={styles.headerMark} aria-hidden="true">
            ★
          </span>
          <span className={styles.headerBrandName}>{programme}</span>
        </Link>
        {quickAction}
        <button
          type="button"
          className={styles.headerMenuToggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </button>
        <nav
          id={menuId}
          className={open ? `${styles.headerNav} ${styles.headerNavOpen}` : styles.headerNav}
          aria-label={label}
        >
          <ul className={styles.headerLinks}>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={styles.headerLink ?? ''}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.headerActions}>{actions}</div>
        </nav>
      </div>
    </header>
  );
}
