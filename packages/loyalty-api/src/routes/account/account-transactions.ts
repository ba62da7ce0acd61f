import {
  TRANSACTIONS_DEFAULT_PAGE_SIZE,
  type TransactionsPage,
  TransactionsQuerySchema,
} from '@portal/contracts/provider/account';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { transactionConditions } from '../../transactions/transaction-filter-sql.ts';
import { TRANSACTION_COLUMNS, type TransactionRow, toTransaction } from '../../transactions/transaction-row.ts';

/**
 * GET /api/v1/account/transactions?size&page&kind&from&to&store — the member's points ledger,
 * newest first, a page at a time (requirements §9.5), filtered by kind, Jamaican calendar days and
 * store (docs/decisions/0033-transaction-history.md).
 */
export function registerAccountTransactions(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/transactions',
    { preValidation: requireMember(ctx), schema: { querystring: TransactionsQuerySchema } },
    async (request): Promise<TransactionsPage> => {
      const { memberId } = memberOf(request);
      const { size: asked, page: askedPage, shouldPage: _, ...filters } = request.query;
      const size = asked ?? TRANSACTIONS_DEFAULT_PAGE_SIZE;
      const page = askedPage ?? 0;
      const params: unknown[] = [];
      const where = transactionConditions(memberId, filters, params);
      const [count, rows] = await Promise.all([
        ctx.db.query<{ count: string | number }>(
          `select count(*) as count from point_transactions where ${where}`,
          params,
        ),
        ctx.db.query<TransactionRow>(
          `select ${TRANSACTION_COLUMNS} from point_transactions where ${where}
            order by occurred_at desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
          [...params, size, page * size],
        ),
      ]);
      const totalElements = Number(count.rows[0]?.count ?? 0);
      return {
        content: rows.rows.map(toTransaction),
        page: { number: page, size, totalElements, totalPages: Math.ceil(totalElements / size) },
      };
    },
  );
}
