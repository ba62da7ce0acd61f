import type { PointsExpiry } from '@portal/contracts/provider/account';
import { formatCalendarDay } from '@portal/ui/format/format-calendar-day';
import { formatPoints } from '@portal/ui/format/format-points';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import { formatMonth } from '../../common/format.ts';
import styles from '../routes/dashboard.module.css';

const quarter = (from: string, to: string): string =>
  `${formatMonth(from.slice(0, 7))}–${formatMonth(to.slice(0, 7))} ${to.slice(0, 4)}`;

/** Which points expire when: the next expiry in words, then the whole schedule. */
export function PointsExpiryContent({ expiry }: { expiry: PointsExpiry }) {
  const [next] = expiry.batches;
  return (
    <div>
      {next ? (
        <>
          <p className={styles.expiryNext} data-testid="next-expiry">
            <strong>{formatPoints(next.points)}</strong> expire on{' '}
            <strong>{formatCalendarDay(next.expiresOn, 'long')}</strong>
          </p>
          <table className={styles.expiryTable}>
            <caption className={visuallyHidden}>When your points expire</caption>
            <thead>
              <tr>
                <th scope="col">Expires on</th>
                <th scope="col">Points</th>
                <th scope="col">Earned</th>
              </tr>
            </thead>
            <tbody>
              {expiry.batches.map((batch) => (
                <tr key={batch.expiresOn}>
                  <td>{formatCalendarDay(batch.expiresOn, 'short')}</td>
                  <td className={styles.expiryPoints}>{formatPoints(batch.points)}</td>
                  <td>{quarter(batch.earnedFrom, batch.earnedTo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className={styles.expiryNone}>None of your points are due to expire.</p>
      )}
      <p className={styles.cardNote}>{expiry.policy}</p>
    </div>
  );
}
