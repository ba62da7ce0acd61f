import type { PointsExpiryBatch } from '@portal/contracts/provider/account';
import { formatPoints } from '@portal/ui/format/format-points';
import { formatMonth } from '../common/format.ts';

/** "Oct–Dec 2026": the quarter a batch was credited in. */
export const quarterOf = (batch: Pick<PointsExpiryBatch, 'earnedFrom' | 'earnedTo'>): string =>
  `${formatMonth(batch.earnedFrom.slice(0, 7))}–${formatMonth(batch.earnedTo.slice(0, 7))} ${batch.earnedTo.slice(0, 4)}`;

/**
 * Where a batch's points came from, from the same ledger rows as the earnings chart:
 * "earned Oct–Dec 2026" when purchases and promo codes are all of it, else what each source gave
 * that quarter — a refund is no points earned, and the chart beside it shows it apart.
 */
export function batchSource(batch: PointsExpiryBatch): string {
  const { earned, refunded, adjusted } = batch.credited;
  if (refunded === 0 && adjusted === 0) return `earned ${quarterOf(batch)}`;
  const parts = [
    earned > 0 ? `${formatPoints(earned)} earned` : null,
    refunded > 0 ? `${formatPoints(refunded)} refunded` : null,
    adjusted > 0 ? `${formatPoints(adjusted)} added by adjustment` : null,
  ].filter(Boolean);
  return `from ${quarterOf(batch)}: ${parts.join(', ')}`;
}
