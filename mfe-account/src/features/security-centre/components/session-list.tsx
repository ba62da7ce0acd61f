import { isApiFailure, messageOf } from '@portal/api-client/api-failure';
import { endOtherSessions, endSession } from '@portal/api-client/calls/security';
import type { MemberSession } from '@portal/contracts/provider/security';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { formatInstant } from '@portal/ui/format/format-instant';
import { useEffect, useRef, useState } from 'react';
import badgeStyles from '../../common/badge.module.css';
import listStyles from '../../common/item-list.module.css';
import { approximateTime } from '../approximate-time.ts';
import styles from './security-centre.module.css';

const nameOf = (session: MemberSession): string => `${session.browser} on ${session.device}`;

/**
 * The member's signed-in sessions, this device first and marked, each other one with Sign out,
 * and "Sign out other devices" above them, asked once more before it acts (it ends every other
 * device's session at once, the family tablet's too). A session signed out here ends at the
 * provider at once: that browser's next request finds itself signed out. The provider lists one
 * session per browser (a browser signing in again replaces its own) and only open ones.
 */
export function SessionList({ initial }: { initial: readonly MemberSession[] }) {
  const [sessions, setSessions] = useState<readonly MemberSession[]>(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The button that opened the question is gone: the question takes the focus, read out first.
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  const others = sessions.filter((session) => !session.current);
  const othersText = others.length === 1 ? '1 other device' : `${others.length} other devices`;

  async function signOut(session: MemberSession) {
    setBusy(session.id);
    setError(null);
    try {
      await endSession(session.id);
      setStatus(`Signed out ${nameOf(session)}.`);
    } catch (failure) {
      // Already ended elsewhere (404) is what the member wanted too; anything else they should know.
      if (!isApiFailure(failure) || failure.status !== 404) {
        setError(`We couldn’t sign out ${nameOf(session)}. ${messageOf(failure)}`);
        setBusy(null);
        return;
      }
      setStatus(`${nameOf(session)} was already signed out.`);
    }
    setSessions((current) => current.filter((known) => known.id !== session.id));
    setBusy(null);
  }

  async function signOutOthers() {
    setConfirming(false);
    setBusy('others');
    setError(null);
    try {
      const { ended } = await endOtherSessions();
      setSessions((current) => current.filter((known) => known.current));
      setStatus(ended === 1 ? 'Signed out 1 other device.' : `Signed out ${ended} other devices.`);
    } catch (failure) {
      setError(`We couldn’t sign out your other devices. ${messageOf(failure)}`);
    }
    setBusy(null);
  }

  return (
    <div className={styles.sessions}>
      {others.length === 0 ? (
        <p className={styles.muted}>You’re not signed in anywhere else.</p>
      ) : confirming ? (
        <div className={styles.confirm}>
          <p className={styles.confirmText} tabIndex={-1} ref={question}>
            Sign out {othersText}? Anyone using them will need your password to sign in again.
          </p>
          <div className={styles.confirmActions}>
            <Button variant="danger" onClick={() => void signOutOthers()}>
              Sign out {othersText}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep them signed in
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          busy={busy === 'others'}
          disabled={busy !== null && busy !== 'others'}
          onClick={() => setConfirming(true)}
        >
          Sign out other devices
        </Button>
      )}
      <ul className={listStyles.list} data-testid="sessions">
        {sessions.map((session) => (
          <li key={session.id} className={listStyles.item} data-testid="session">
            <span className={listStyles.itemName}>
              {nameOf(session)}
              {session.current ? (
                <span className={`${badgeStyles.badge} ${badgeStyles.badgeOk}`}>This device</span>
              ) : null}
            </span>
            <span className={listStyles.itemMeta}>
              Signed in {formatInstant(session.signedInAt, 'short')}, {formatInstant(session.signedInAt, 'time')}
              {session.current ? null : (
                <>
                  {' · active '}
                  {/* Read against the clock of whoever draws it: the server's render and the
                      browser's hydration may be a minute apart, and the browser's word stands. */}
                  <span suppressHydrationWarning>{approximateTime(session.lastActiveAt)}</span>
                </>
              )}
            </span>
            {session.current ? null : (
              <Button
                variant="secondary"
                className={styles.itemAction}
                busy={busy === session.id}
                disabled={busy !== null && busy !== session.id}
                aria-label={`Sign out ${nameOf(session)}`}
                onClick={() => void signOut(session)}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
