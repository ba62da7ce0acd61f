import type { AccountMetrics } from '@portal/contracts/provider/account';
import { formatJmd } from '@portal/ui/format/format-jmd';
import { formatNumber } from '@portal/ui/format/format-number';
import { formatPoints } from '@portal/ui/format/format-points';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import { formatMonth, formatMonthYear } from '../../common/format.ts';
import styles from '../routes/dashboard.module.css';

/** The member's year so far, their favourite store, and points earned month by month. */
export function MetricsContent({ metrics }: { metrics: AccountMetrics }) {
  const highest = Math.max(1, ...metrics.earnedByMonth.map((entry) => entry.points));
  return (
    <div>
      <dl className={styles.metricsFigures}>
        <div>
          <dt>Points earned</dt>
          <dd data-testid="metric-points-earned">{formatNumber(metrics.pointsEarnedThisYear)}</dd>
        </div>
        <div>
          <dt>Visits</dt>
          <dd>{formatNumber(metrics.visitsThisYear)}</dd>
        </div>
        <div>
          <dt>Spent</dt>
          <dd>{formatJmd(metrics.spentThisYearJmd)}</dd>
        </div>
        <div>
          <dt>Rewards chosen</dt>
          <dd>{formatNumber(metrics.rewardsRedeemedThisYear)}</dd>
        </div>
      </dl>
      <p className={styles.metricsStore}>
        Favourite store: <strong>{metrics.favouriteStore ?? 'none yet'}</strong>
      </p>
      <figure className={styles.metricsChart}>
        <figcaption>Points earned, last 12 months</figcaption>
        <ol className={styles.bars}>
          {metrics.earnedByMonth.map((entry) => (
            <li key={entry.month} className={styles.barsMonth}>
              <span
                className={styles.barsBar}
                style={{ height: `${Math.max(2, Math.round((entry.points / highest) * 100))}%` }}
                aria-hidden="true"
              />
              <span className={styles.barsLabel} aria-hidden="true">
                {formatMonth(entry.month).slice(0, 1)}
              </span>
              <span className={visuallyHidden}>
                {formatMonthYear(entry.month)}: {formatPoints(entry.points)}
              </span>
            </li>
          ))}
        </ol>
      </figure>
    </div>
  );
}
