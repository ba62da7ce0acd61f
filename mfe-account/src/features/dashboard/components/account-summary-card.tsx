import type { AccountSummary } from '@portal/contracts/provider/account';
import { formatCalendarDay } from '@portal/ui/format/format-calendar-day';
import { Skeleton } from '@portal/ui/skeleton';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import type { ReactNode } from 'react';
import styles from './account-summary-card.module.css';

/** One figure of the summary: its label and its value (or the value's placeholder). */
function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A value's placeholder: one line of the value's own text. */
const pending = <Skeleton height="1lh" width="6em" />;

/**
 * The summary while it loads: the same grid with the same labels and a line in place of each
 * value. The grid is one, two or three columns by the card's width, so a skeleton of one fixed
 * height moved the member card below it on a phone when the summary arrived (CLS 0.024 at 390 px).
 */
export function AccountSummarySkeleton({ showName }: { showName: boolean }) {
  return (
    <div aria-busy="true">
      <span className={visuallyHidden}>Loading your account summary</span>
      <dl className={styles.summary}>
        {showName ? <Figure label="Member">{pending}</Figure> : null}
        <Figure label="Account number">{pending}</Figure>
        <Figure label="Tier">{pending}</Figure>
        <Figure label="Member since">{pending}</Figure>
      </dl>
    </div>
  );
}

/**
 * The account summary: who (for a verified member only, requirements §18), the account number and
 * the tier. The points, all of them, are the ledger's card (points-ledger.tsx); the balance itself
 * is the sidebar's, beside it (the balance once above the fold).
 */
export function AccountSummaryContent({ summary, showName }: { summary: AccountSummary; showName: boolean }) {
  const name = showName ? [summary.firstName, summary.lastName].filter(Boolean).join(' ') : '';
  return (
    <div>
      <dl className={styles.summary}>
        {name ? (
          <Figure label="Member" testId="summary-name">
            {name}
          </Figure>
        ) : null}
        <Figure label="Account number" testId="summary-account-number">
          {summary.accountNumber}
        </Figure>
        <Figure label="Tier">{summary.vendorTier}</Figure>
        <Figure label="Member since">{formatCalendarDay(summary.memberSince, 'short')}</Figure>
      </dl>
    </div>
  );
}
