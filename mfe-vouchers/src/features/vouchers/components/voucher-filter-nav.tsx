import { VOUCHER_FILTER_LABELS, VOUCHER_FILTERS, type VoucherFilter } from '@portal/contracts/voucher-display';
import { Link } from '@portal/router/react-router';
import { listSearch } from '../list-location.ts';
import styles from './voucher-filter-nav.module.css';

/** The requirements §11.3 filter options as links (the filter lives in the URL); the chosen one is marked current. */
export function VoucherFilterNav({ current }: { current: VoucherFilter }) {
  return (
    <nav className={styles.voucherFilter} aria-label="Filter vouchers">
      <ul>
        {VOUCHER_FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              to={{ pathname: '/vouchers', search: listSearch({ filter, page: 1 }) }}
              className={styles.voucherFilterLink}
              aria-current={filter === current ? 'true' : undefined}
            >
              {VOUCHER_FILTER_LABELS[filter]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
