import {
  TRANSACTIONS_DEFAULT_PAGE_SIZE,
  type Transaction,
  type TransactionsPage,
  TransactionsQuerySchema,
} from '@portal/contracts/provider/account';
import { parseInput } from '@portal/server-kit/parse-input';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';

interface TransactionRow {
  id: string | number;
  occurred_at: Date | string;
  kind: Transaction['kind'];
  description: string;
  location: string | null;
  points: number;
  amount_jmd: string | number | null;
}

/** GET /api/v1/account/transactions?size={n}&page={p} — the member's points ledger, newest first, a page at a time. */
export function registerAccountTransactions(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/transactions',
    { preHandler: requireMember(ctx) },
    async (request): Promise<TransactionsPage> => {
      const { memberId } = memberOf(request);
      const query = parseInput(TransactionsQuerySchema, request.query);
      const size = query.size ?? TRANSACTIONS_DEFAULT_PAGE_SIZE;
      const page = query.page ?? 0;
      const [count, rows] = await Promise.all([
        ctx.db.query<{ count: string | number }>(
          'select count(*) as count from point_transactions where member_id = $1',
          [memberId],
        ),
        ctx.db.query<TransactionRow>(
          `select id, occurred_at, kind, description, location, points, amount_jmd from point_transactions
            where member_id = $1 order by occurred_at desc, id desc limit $2 offset $3`,
          [memberId, size, page * size],
        ),
      ]);
      const totalElements = Number(count.rows[0]?.count ?? 0);
      return {
        content: rows.rows.map((row) => ({
          id: Number(row.id),
          occurredAt: new Date(row.occurred_at).toISOString(),
          kind: row.kind,
          description: row.description,
          location: row.location,
          points: Number(row.points),
          amountJmd: row.amount_jmd === null ? null : Number(row.amount_jmd),
        })),
        page: { number: page, size, totalElements, totalPages: Math.ceil(totalElements / size) },
      };
    },
  );
}
