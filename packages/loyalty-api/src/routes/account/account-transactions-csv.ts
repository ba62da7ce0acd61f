import { Readable } from 'node:stream';
import { TransactionFiltersSchema } from '@portal/contracts/provider/account';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { transactionConditions } from '../../transactions/transaction-filter-sql.ts';
import { TRANSACTION_COLUMNS, type TransactionRow, toTransaction } from '../../transactions/transaction-row.ts';
import { CSV_HEADER, csvField, csvLine } from '../../transactions/transactions-csv.ts';

/** Rows read from the database at a time while the CSV streams. */
const BATCH = 500;

/**
 * GET /api/v1/account/transactions.csv?kind&from&to&store — every transaction the same filters
 * show, newest first, as CSV (RFC 4180, UTF-8 with a BOM so spreadsheets read the accents),
 * streamed: read in batches by keyset (time, id), so a long history never sits in memory whole.
 */
export function registerAccountTransactionsCsv(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/account/transactions.csv',
    { preValidation: requireMember(ctx), schema: { querystring: TransactionFiltersSchema } },
    async (request, reply) => {
      const { memberId } = memberOf(request);
      const filters = request.query;

      async function* lines(): AsyncGenerator<string> {
        yield `\uFEFF${CSV_HEADER.map(csvField).join(',')}\r\n`;
        let after: { at: Date | string; id: string | number } | null = null;
        for (;;) {
          const params: unknown[] = [];
          let where = transactionConditions(memberId, filters, params);
          if (after) {
            params.push(after.at, after.id);
            where += ` and (occurred_at, id) < ($${params.length - 1}, $${params.length})`;
          }
          const batch = await ctx.db.query<TransactionRow>(
            `select ${TRANSACTION_COLUMNS} from point_transactions where ${where}
            order by occurred_at desc, id desc limit ${BATCH}`,
            params,
          );
          for (const row of batch.rows) yield csvLine(toTransaction(row));
          const last = batch.rows.at(-1);
          if (!last || batch.rows.length < BATCH) return;
          after = { at: last.occurred_at, id: last.id };
        }
      }

      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="island-rewards-transactions.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
}
