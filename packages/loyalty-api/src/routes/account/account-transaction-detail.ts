import { type Transaction, TransactionIdParamsSchema } from '@portal/contracts/provider/account';
import { valibotValidatorCompiler } from '@portal/server-kit/valibot-validator';
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
    {
      preValidation: requireMember(ctx),
      // An id that cannot be one answers as one that does not exist.
      schema: { params: TransactionIdParamsSchema },
      validatorCompiler: valibotValidatorCompiler(() => notFound('No such transaction.')),
    },
    async (request): Promise<Transaction> => {
      const { id } = request.params;
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
