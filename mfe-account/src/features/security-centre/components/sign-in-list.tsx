import type { SignInEvent } from '@portal/contracts/provider/security';
import { formatInstant } from '@portal/ui/format/format-instant';
import styles from './security-centre.module.css';

/** The last ten sign-in attempts on the account: when, from what, and whether the password was right. */
export function SignInList({ events }: { events: readonly SignInEvent[] }) {
  if (events.length === 0) return <p className={styles.muted}>No sign-ins yet.</p>;
  return (
    <table className={styles.table} data-testid="sign-ins">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Device</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event, index) => (
          // Two attempts can share a millisecond and a device: the position keeps the keys apart (the list never reorders).
          <tr key={`${event.at}-${index}`}>
            <td>
              {formatInstant(event.at, 'short')}, {formatInstant(event.at, 'time')}
            </td>
            <td>
              {event.browser} on {event.device}
            </td>
            <td className={event.succeeded ? undefined : styles.failed}>
              {event.succeeded ? 'Signed in' : 'Wrong password'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
