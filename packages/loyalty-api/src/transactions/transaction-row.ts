import type { Transaction } from '@portal/contracts/provider/account';

/** A ledger row as `point_transactions` holds it. */
export interface TransactionRow {
  id: string | number;
  occurred_at: Date | string;
  kind: Transaction['kind'];
  description: string;
  location: string | null;
  points: number;
  amount_jmd: string | number | null;
  bonus_points: number;
}

/** The columns of `TransactionRow`. */
export const TRANSACTION_COLUMNS = 'id, occurred_at, kind, description, location, points, amount_jmd, bonus_points';

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: Number(row.id),
    occurredAt: new Date(row.occurred_at).toISOString(),
    kind: row.kind,
    description: row.description,
    location: row.location,
    points: Number(row.points),
    amountJmd: row.amount_jmd === null ? null : Number(row.amount_jmd),
    bonusPoints: Number(row.bonus_points),
  };
}
