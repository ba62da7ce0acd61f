import { Link } from '@portal/router/react-router';
import type { SecurityCentreData } from '../security-centre-loader.ts';
import styles from './security-centre.module.css';
import { SessionList } from './session-list.tsx';
import { SignInList } from './sign-in-list.tsx';

/**
 * The security centre on /account (docs/decisions/0042-security-centre.md): where the member is
 * signed in, with sign-out, and the recent sign-ins. A new device's sign-in is also e-mailed to the
 * member by the provider.
 */
export function SecurityCentre({ data }: { data: SecurityCentreData }) {
  return (
    <div className={styles.securityCentre}>
      <h3 className={styles.heading}>Where you’re signed in</h3>
      <SessionList initial={data.sessions} />
      <h3 className={styles.heading}>Recent sign-ins</h3>
      <SignInList events={data.signIns} />
      <p className={styles.muted}>
        We e-mail you when your account is signed in to from a new device. Something you don’t recognise? Sign it out
        and <Link to="/forgot-password">choose a new password</Link>.
      </p>
    </div>
  );
}
