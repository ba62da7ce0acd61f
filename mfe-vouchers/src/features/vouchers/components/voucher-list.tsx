import type { VoucherPage, VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';
import { Pagination } from '@portal/ui/pagination';
import { type ReactNode, useEffect } from 'react';
import vouchersStyles from '../vouchers.module.css';
import { VoucherCard } from './voucher-card.tsx';
import styles from './voucher-list.module.css';

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** One page of vouchers: how many there are, the cards, the way to the other pages — or what to do when there are none. */
export function VoucherList({
  results,
  noun,
  empty,
  hrefFor,
  backTo,
  onShown,
}: {
  results: { page: VoucherPage; config: VoucherReleaseConfig | null };
  /** What the list holds, singular: "active voucher". */
  noun: string;
  /** Shown when the member has none of these vouchers at all. */
  empty: ReactNode;
  hrefFor: (page: number) => string;
  backTo: string;
  /** Told what is shown, for the page's announcement to screen readers. */
  onShown: (summary: string) => void;
}) {
  const { content, page } = results.page;
  const total = page.totalElements;
  const first = page.number * page.size + 1;
  const summary =
    total === 0
      ? `No ${noun}s`
      : content.length === 0
        ? `No ${noun}s on this page`
        : `Showing ${first}–${first + content.length - 1} of ${plural(total, noun)}`;
  useEffect(() => onShown(summary), [onShown, summary]);
  // The time the dates are judged by, fixed for this render so every card agrees.
  const now = Date.now();

  if (total === 0) return <div className={styles.voucherEmpty}>{empty}</div>;
  return (
    <div className={vouchersStyles.voucherList}>
      <p className={vouchersStyles.voucherListCount} data-testid="voucher-count">
        {summary}
      </p>
      {content.length === 0 ? (
        <p className={styles.voucherEmpty}>This page is past the end of the list.</p>
      ) : (
        <ul className={vouchersStyles.voucherGrid}>
          {content.map((voucher) => (
            <VoucherCard key={voucher.id} voucher={voucher} config={results.config} now={now} backTo={backTo} />
          ))}
        </ul>
      )}
      <Pagination page={page.number + 1} totalPages={page.totalPages} hrefFor={hrefFor} />
    </div>
  );
}
