import { Skeleton } from '@portal/ui/skeleton';

/** Cards of the same size as real ones, so the list does not jump when the vouchers arrive. */
export function VoucherListSkeleton({ label, cards = 6 }: { label: string; cards?: number }) {
  return (
    <div className="ir-voucher-list" aria-busy="true">
      <p className="ir-voucher-list__count">
        <Skeleton width="12rem" height="1.5rem" label={label} />
      </p>
      <ul className="ir-voucher-grid">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className="ir-voucher-card ir-voucher-card--placeholder" aria-hidden="true">
            <Skeleton width="72px" height="72px" />
            <div className="ir-voucher-card__body">
              <Skeleton width="80%" height="1.5rem" />
              <Skeleton width="5rem" height="1.5rem" />
              <Skeleton width="60%" height="1.25rem" />
              <Skeleton width="70%" height="1.25rem" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
