import { TRANSACTION_FILTER_KINDS, type TransactionFilters } from '@portal/contracts/provider/account';
import { startOfJamaicaDay } from '../points/points-expiry.ts';

const DAY_MS = 86_400_000;

/** `%`, `_` and `\` typed into the store search are letters, not patterns. */
const literal = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The SQL conditions of the history's filters, for one member (`$1`): kinds (any of the groups),
 * Jamaican calendar days from and to (both included), and part of the store's name in any case.
 * Parameters are appended to `params`; the conditions name them.
 */
export function transactionConditions(memberId: number, filters: TransactionFilters, params: unknown[]): string {
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`member_id = ${param(memberId)}`];
  if (filters.kind && filters.kind.length > 0) {
    // Each group is its ledger kinds, and for a redemption the direction (spent or refunded).
    const groups = filters.kind.map((name) => {
      const group: { kinds: readonly string[]; direction?: 'in' | 'out' } = TRANSACTION_FILTER_KINDS[name];
      const sign = group.direction === 'in' ? ' and points > 0' : group.direction === 'out' ? ' and points <= 0' : '';
      return `(kind = any(${param(group.kinds)}::text[])${sign})`;
    });
    where.push(`(${groups.join(' or ')})`);
  }
  if (filters.from) where.push(`occurred_at >= ${param(startOfJamaicaDay(filters.from))}`);
  if (filters.to) where.push(`occurred_at < ${param(new Date(startOfJamaicaDay(filters.to).getTime() + DAY_MS))}`);
  if (filters.store) where.push(`location ilike ${param(`%${literal(filters.store)}%`)}`);
  return where.join(' and ');
}
