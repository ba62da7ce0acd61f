import { Link } from '@portal/router/react-router';
import { envAtom } from '@portal/session/session-atoms';
import { useAtomValue } from 'jotai';
import styles from './footer.module.css';

/** Requirements §2.7: copyright line with the current year, links to copyright, privacy policy and contact, a toll-free line. */
export function Footer() {
  const env = useAtomValue(envAtom);
  const programme = env?.programmeName ?? 'Island Rewards';
  const phone = env?.tollFreePhone ?? '';
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {/* The year of a page the server rendered stays the server's: a browser whose clock says
            otherwise (New Year's Eve in another time zone, a clock set wrong) keeps it rather than
            failing hydration. */}
        <p>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {programme}. All rights reserved.
        </p>
        <nav aria-label="Legal and contact">
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/copyright">Copyright</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        {phone ? (
          <p>
            Toll-free: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
