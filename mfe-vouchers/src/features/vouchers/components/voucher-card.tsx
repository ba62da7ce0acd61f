import type { Voucher, VoucherReleaseConfig } from '@portal/contracts/provider/vouchers';
import { Link } from '@portal/router/react-router';
import { groupDigits } from '@portal/ui/scannable-code';
import { RewardImage } from './reward-image.tsx';
import { StatusBadge } from './status-badge.tsx';
import { expiringSoonNote, formatJmd, formatPoints, voucherDateLine } from './voucher-format.ts';

/** One voucher in a list. The whole card opens the voucher; its title is the link. */
export function VoucherCard({
  voucher,
  config,
  now,
  backTo,
}: {
  voucher: Voucher;
  config: VoucherReleaseConfig | null;
  now: number;
  /** The list to come back to from the voucher (its filter and page). */
  backTo: string;
}) {
  const soon = expiringSoonNote(voucher, config, now);
  return (
    <li className="ir-voucher-card" data-testid="voucher-card" data-voucher-number={voucher.voucherNumber}>
      <RewardImage src={voucher.imageUrl} alt="" size={72} className="ir-voucher-card__image" />
      <div className="ir-voucher-card__body">
        <h2 className="ir-voucher-card__title">
          <Link to={`/vouchers/${voucher.voucherNumber}`} state={{ backTo }} className="ir-voucher-card__link">
            {voucher.rewardName}
          </Link>
        </h2>
        <p className="ir-voucher-card__badges">
          <StatusBadge status={voucher.status} />
          {soon ? <span className="ir-voucher-badge ir-voucher-badge--soon">{soon}</span> : null}
        </p>
        <p className="ir-voucher-card__meta">
          {voucher.valueJmd === null ? null : <span>{formatJmd(voucher.valueJmd)} · </span>}
          <span>{formatPoints(voucher.pointsCost)}</span>
        </p>
        <p className="ir-voucher-card__date">{voucherDateLine(voucher)}</p>
        <p className="ir-voucher-card__number">
          <span className="ir-visually-hidden">Voucher number </span>
          {groupDigits(voucher.voucherNumber)}
        </p>
      </div>
    </li>
  );
}
