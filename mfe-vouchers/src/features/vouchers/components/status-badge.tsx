import type { VoucherStatus } from '@portal/contracts/provider/vouchers';
import { voucherLabelOf } from '@portal/contracts/voucher-display';

/** The voucher's display label (requirements §11.2); its colour repeats the word, never replaces it. */
export function StatusBadge({ status }: { status: VoucherStatus }) {
  const label = voucherLabelOf(status);
  return (
    <span className={`ir-voucher-badge ir-voucher-badge--${label.toLowerCase()}`} data-testid="voucher-status">
      {label}
    </span>
  );
}
