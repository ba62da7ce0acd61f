import { VOUCHER_FILTER_LABELS, type VoucherFilter } from '@portal/contracts/voucher-display';
import { Await, Link, useLoaderData } from '@portal/router/react-router';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import { Suspense, useState } from 'react';
import type { VoucherListData } from '../api/voucher-list-loader.ts';
import { ListError } from '../components/list-error.tsx';
import { ReleaseNote } from '../components/release-note.tsx';
import { VoucherFilterNav } from '../components/voucher-filter-nav.tsx';
import { VoucherList } from '../components/voucher-list.tsx';
import { VoucherListSkeleton } from '../components/voucher-list-skeleton.tsx';
import { VouchersNav } from '../components/vouchers-nav.tsx';
import { listSearch } from '../list-location.ts';
import styles from './voucher-pages.module.css';

const NOUNS: Record<VoucherFilter, string> = { active: 'active voucher', expired: 'expired voucher', all: 'voucher' };

function EmptyList({ filter }: { filter: VoucherFilter }) {
  if (filter === 'expired') return <p>None of your vouchers has expired.</p>;
  return (
    <>
      <p>
        {filter === 'active'
          ? 'You have no active vouchers right now.'
          : 'You have no vouchers yet. When you redeem a reward, its voucher appears here.'}
      </p>
      <p>
        <Link to="/rewards">Browse rewards</Link> to turn your points into vouchers.
      </p>
    </>
  );
}

/** /vouchers: the member's vouchers, filtered (Active, Expired, All) and paged, both in the URL. */
export function VoucherListPage() {
  const { filter, page, results, releaseConfig } = useLoaderData<VoucherListData>();
  const [announcement, setAnnouncement] = useState('');
  const hrefFor = (to: number) => `/vouchers${listSearch({ filter, page: to })}`;
  return (
    <div className={styles.vouchers}>
      <header className={styles.vouchersHeader}>
        <h1>Vouchers</h1>
        <Suspense fallback={<ReleaseNote config={null} />}>
          <Await resolve={releaseConfig}>{(config) => <ReleaseNote config={config} />}</Await>
        </Suspense>
      </header>
      <VouchersNav />
      <VoucherFilterNav current={filter} />
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
      {/* Keyed: another filter or page shows the skeleton at once instead of the old list. */}
      <Suspense
        key={`${filter}:${page}`}
        fallback={<VoucherListSkeleton label={`Loading ${VOUCHER_FILTER_LABELS[filter].toLowerCase()} vouchers`} />}
      >
        <Await resolve={results} errorElement={<ListError />}>
          {(found) => (
            <VoucherList
              results={found}
              noun={NOUNS[filter]}
              empty={<EmptyList filter={filter} />}
              hrefFor={hrefFor}
              backTo={hrefFor(page)}
              onShown={setAnnouncement}
            />
          )}
        </Await>
      </Suspense>
    </div>
  );
}
