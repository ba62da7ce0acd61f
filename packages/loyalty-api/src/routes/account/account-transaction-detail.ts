import { type Transaction, TransactionIdParamsSchema } from '@portal/contracts/provider/account';
import { parseInput } from '@portal/server-kit/parse-input';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { notFound } from '../../http/provider-error.ts';
import { TRANSACTION_COLUMNS, type TransactionRow, toTransaction } from '../../transactions/transaction-row.ts';

/**
 * GET /api/v1/account/transactions/{id} — one of the member's own transactions (store, receipt,
 * points, bonus). Another member's answers exactly like one that does not exist: 404.
 */
export function registerAccountTransactionDetail(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/transactions/:id',
    { preHandler: requireMember(ctx) },
    async (request): Promise<Transaction> => {
      const { id } = parseInput(TransactionIdParamsSchema, request.params, () => notFound('No such transaction.'));
      const { memberId } = memberOf(request);
      const found = await ctx.db.query<TransactionRow>(
        `select ${TRANSACTION_COLUMNS} from point_transactions where id = $1 and member_id = $2`,
        [id, memberId],
      );
      const row = found.rows[0];
      if (!row) throw notFound('No such transaction.');
      return toTransaction(row);
    },
  );
}
