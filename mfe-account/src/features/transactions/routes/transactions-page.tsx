import { Link, useLoaderData, useNavigate } from '@portal/router/react-router';
import { Card } from '@portal/ui/card';
import { formatNumber } from '@portal/ui/format/format-number';
import { Pagination } from '@portal/ui/pagination';
import { DeferredCard } from '../../common/components/deferred-card.tsx';
import type { TransactionsData } from '../api/transactions-loader.ts';
import { CsvDownloadButton } from '../components/csv-download-button.tsx';
import { HistoryFiltersDisclosure } from '../components/history-filters-disclosure.tsx';
import { TransactionList } from '../components/transaction-list.tsx';
import { historyHref, isHistoryFiltered, toTransactionFilters } from '../history-filters.ts';
import styles from './transactions.module.css';

/**
 * /transactions: every point earned, used and expired, newest first, a page at a time — filtered
 * by kind, dates and store in the URL, downloadable as CSV, each row opening its detail.
 * On a phone the list comes first: the filters wait behind one "Filters (N)" control.
 */
export function TransactionsPage() {
  const { pageNumber, state, transactions } = useLoaderData<TransactionsData>();
  const navigate = useNavigate();
  const filtered = isHistoryFiltered(state);
  const hrefFor = (page: number): string => historyHref({ ...state, page });
  return (
    <div className={styles.transactionsPage}>
      <h1>Transactions</h1>
      <p className={styles.transactionsPageIntro}>Every time you earn, use or lose points, newest first.</p>
      <HistoryFiltersDisclosure state={state} onApply={(next) => void navigate(historyHref(next))} />
      <DeferredCard
        title={filtered ? 'Matching transactions' : pageNumber === 1 ? 'Most recent' : `Page ${pageNumber}`}
        what="your transactions"
        resolve={transactions}
        skeletonHeight="40rem"
      >
        {(page) => {
          if (page.page.totalElements === 0 && filtered) {
            return (
              <div className={styles.empty} data-testid="transactions-empty">
                <p className={styles.emptyTitle}>No transactions match</p>
                <p>
                  Try other kinds, a wider range of dates or part of the store’s name.{' '}
                  <Link to="/transactions">Show all transactions</Link>.
                </p>
              </div>
            );
          }
          if (page.page.totalElements === 0) {
            return (
              <div className={styles.empty} data-testid="transactions-empty">
                <p className={styles.emptyTitle}>No transactions yet</p>
                <p>
                  Show your member card at the till every time you shop, and your points will appear here. Your card is
                  on your <Link to="/">dashboard</Link>.
                </p>
              </div>
            );
          }
          if (page.content.length === 0) {
            return (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>There is nothing on this page</p>
                <p>
                  You have {formatNumber(page.page.totalPages)} pages of transactions.{' '}
                  <Link to="/transactions">Go to the latest</Link>.
                </p>
              </div>
            );
          }
          return (
            <>
              <p className={styles.transactionsPageCount} data-testid="transactions-count">
                {formatNumber(page.page.totalElements)} {filtered ? 'matching transactions' : 'transactions in all'}
              </p>
              <CsvDownloadButton filters={toTransactionFilters(state)} />
              <TransactionList transactions={page.content} showTime linkToDetail />
              <Pagination page={pageNumber} totalPages={page.page.totalPages} hrefFor={hrefFor} />
            </>
          );
        }}
      </DeferredCard>
      <Card title="About your points" headingLevel={2}>
        <p className={styles.transactionsPageNote}>
          You earn 1 point for every J$100 you spend. Points expire 12 months after the end of the quarter in which you
          earned them; your <Link to="/">dashboard</Link> shows when.
        </p>
      </Card>
    </div>
  );
}
