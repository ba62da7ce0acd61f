import { isApiFailure, messageOf } from '@portal/api-client/api-failure';
import { endOtherSessions, endSession } from '@portal/api-client/calls/security';
import type { MemberSession } from '@portal/contracts/provider/security';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { formatInstant } from '@portal/ui/format/format-instant';
import { useState } from 'react';
import badgeStyles from '../../common/badge.module.css';
import listStyles from '../../common/item-list.module.css';
import { approximateTime } from './approximate-time.ts';
import styles from './security-centre.module.css';

const nameOf = (session: MemberSession): string => `${session.browser} on ${session.device}`;

/**
 * The member's signed-in sessions, this device first and marked, each other one with Sign out,
 * and "Sign out other devices". A session signed out here ends at the provider at once:
 * that browser's next request finds itself signed out.
 */
export function SessionList({ initial }: { initial: readonly MemberSession[] }) {
  const [sessions, setSessions] = useState<readonly MemberSession[]>(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const others = sessions.filter((session) => !session.current);

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
              {session.current ? null : <> · active {approximateTime(session.lastActiveAt)}</>}
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
      {others.length > 0 ? (
        <Button
          variant="secondary"
          busy={busy === 'others'}
          disabled={busy !== null && busy !== 'others'}
          onClick={() => void signOutOthers()}
        >
          Sign out other devices
        </Button>
      ) : (
        <p className={styles.muted}>You’re not signed in anywhere else.</p>
      )}
    </div>
  );
}
