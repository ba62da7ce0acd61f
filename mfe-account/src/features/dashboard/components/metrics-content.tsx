import type { AccountMetrics } from '@portal/contracts/provider/account';
import { formatJmd } from '@portal/ui/format/format-jmd';
import { formatNumber } from '@portal/ui/format/format-number';
import { formatPoints } from '@portal/ui/format/format-points';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import { formatMonth, formatMonthYear } from '../../common/format.ts';
import styles from './metrics-content.module.css';

/** The member's year so far, their favourite store, and points earned (and refunded) month by month. */
export function MetricsContent({ metrics }: { metrics: AccountMetrics }) {
  // A month's bar is everything credited that month: earned, and apart from it refunds and
  // adjustments — the same rows the expiry card's batches are made of.
  const credited = (entry: (typeof metrics.earnedByMonth)[number]) => entry.points + entry.refunded + entry.adjusted;
  const highest = Math.max(1, ...metrics.earnedByMonth.map(credited));
  const backInChart = metrics.earnedByMonth.some((entry) => entry.refunded + entry.adjusted > 0);
  const height = (points: number) => `${Math.round((points / highest) * 100)}%`;
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
        <figcaption>
          {backInChart ? 'Points earned and refunded, last 12 months' : 'Points earned, last 12 months'}
        </figcaption>
        <ol className={styles.bars}>
          {metrics.earnedByMonth.map((entry) => (
            <li key={entry.month} className={styles.barsMonth} data-testid="chart-month">
              {entry.refunded + entry.adjusted > 0 ? (
                <span
                  className={styles.barsBack}
                  style={{ height: height(entry.refunded + entry.adjusted) }}
                  aria-hidden="true"
                />
              ) : null}
              <span
                className={styles.barsBar}
                style={{ height: entry.points > 0 ? height(entry.points) : '2%' }}
                aria-hidden="true"
              />
              <span className={styles.barsLabel} aria-hidden="true">
                {formatMonth(entry.month).slice(0, 1)}
              </span>
              <span className={visuallyHidden}>
                {formatMonthYear(entry.month)}: {formatPoints(entry.points)} earned
                {entry.refunded > 0 ? `, ${formatPoints(entry.refunded)} refunded` : ''}
                {entry.adjusted > 0 ? `, ${formatPoints(entry.adjusted)} added by adjustment` : ''}
              </span>
            </li>
          ))}
        </ol>
        {backInChart ? (
          <p className={styles.barsKey}>
            <span className={styles.barsKeyBack} aria-hidden="true" /> Refunded or adjusted
          </p>
        ) : null}
      </figure>
    </div>
  );
}
