import { Await, Link, useLoaderData } from '@portal/router/react-router';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import { Suspense, useState } from 'react';
import type { RedeemedVouchersData } from '../api/redeemed-vouchers-loader.ts';
import { ListError } from '../components/list-error.tsx';
import { VoucherList } from '../components/voucher-list.tsx';
import { VoucherListSkeleton } from '../components/voucher-list-skeleton.tsx';
import { VouchersNav } from '../components/vouchers-nav.tsx';
import { listSearch } from '../list-location.ts';
import vouchersStyles from '../vouchers.module.css';
import styles from './voucher-pages.module.css';

/** /vouchers/redeemed: the vouchers already used at a till or collected, most recent first. */
export function RedeemedVouchersPage() {
  const { page, results } = useLoaderData<RedeemedVouchersData>();
  const [announcement, setAnnouncement] = useState('');
  const hrefFor = (to: number) => `/vouchers/redeemed${listSearch({ page: to })}`;
  return (
    <div className={styles.vouchers}>
      <header className={styles.vouchersHeader}>
        <h1>Redeemed vouchers</h1>
        <p className={vouchersStyles.voucherRelease}>
          Vouchers you have used at a till, and rewards you have collected.
        </p>
      </header>
      <VouchersNav />
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
      <Suspense key={page} fallback={<VoucherListSkeleton label="Loading your redeemed vouchers" />}>
        <Await resolve={results} errorElement={<ListError />}>
          {(found) => (
            <VoucherList
              results={found}
              noun="redeemed voucher"
              empty={
                <>
                  <p>You have not used any vouchers yet. Once you use one at a till, it is listed here.</p>
                  <p className={styles.voucherEmptyAction}>
                    <Link to="/vouchers">See your active vouchers</Link>
                  </p>
                </>
              }
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
