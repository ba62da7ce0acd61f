import type { PointsExpiry } from '@portal/contracts/provider/account';
import { formatDay, formatMonth, formatPoints } from '../../common/format.ts';

const quarter = (from: string, to: string): string =>
  `${formatMonth(from.slice(0, 7))}–${formatMonth(to.slice(0, 7))} ${to.slice(0, 4)}`;

/** Which points expire when: the next expiry in words, then the whole schedule. */
export function PointsExpiryContent({ expiry }: { expiry: PointsExpiry }) {
  const [next] = expiry.batches;
  return (
    <div className="ir-expiry">
      {next ? (
        <>
          <p className="ir-expiry__next" data-testid="next-expiry">
            <strong>{formatPoints(next.points)}</strong> expire on <strong>{formatDay(next.expiresOn, 'long')}</strong>
          </p>
          <table className="ir-expiry__table">
            <caption className="ir-visually-hidden">When your points expire</caption>
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
                  <td>{formatDay(batch.expiresOn)}</td>
                  <td className="ir-expiry__points">{formatPoints(batch.points)}</td>
                  <td>{quarter(batch.earnedFrom, batch.earnedTo)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="ir-expiry__none">None of your points are due to expire.</p>
      )}
      <p className="ir-card-note">{expiry.policy}</p>
    </div>
  );
}
