import type { PointsExpiry } from '@portal/contracts/provider/account';
import { pointsAtom } from '@portal/session/session-atoms';
import { formatCalendarDay } from '@portal/ui/format/format-calendar-day';
import { formatPoints } from '@portal/ui/format/format-points';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import { useAtomValue } from 'jotai';
import { batchSource, quarterOf } from '../batch-source.ts';
import styles from './points-expiry-content.module.css';

/**
 * Which points expire when: the next expiry in words, then the whole schedule when there is more
 * than one date. Each batch says where its points came from (earned, or refunded), from the same
 * rows as the earnings chart. When the next expiry is the whole balance it says "All your points"
 * rather than repeating the balance the sidebar shows (docs/decisions/0020-phone-first.md: the
 * balance once above the fold).
 */
export function PointsExpiryContent({ expiry }: { expiry: PointsExpiry }) {
  const [next] = expiry.batches;
  const balance = useAtomValue(pointsAtom);
  return (
    <div>
      {next ? (
        <>
          <p className={styles.expiryNext} data-testid="next-expiry">
            {next.points === balance ? (
              <>
                <strong>All your points</strong> ({batchSource(next)}) expire on{' '}
              </>
            ) : (
              <>
                <strong>{formatPoints(next.points)}</strong> expire on{' '}
              </>
            )}
            <strong>{formatCalendarDay(next.expiresOn, 'long')}</strong>
          </p>
          {expiry.batches.length < 2 ? null : (
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
                    <td>
                      {batch.credited.refunded + batch.credited.adjusted > 0 ? batchSource(batch) : quarterOf(batch)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : (
        <p className={styles.expiryNone}>None of your points are due to expire.</p>
      )}
      <p className={styles.cardNote}>{expiry.policy}</p>
    </div>
  );
}
