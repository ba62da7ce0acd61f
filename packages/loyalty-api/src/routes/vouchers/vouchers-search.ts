import {
  type VoucherPage,
  VoucherSearchQuerySchema,
  type VoucherSearchSort,
} from '@portal/contracts/provider/vouchers';
import { VOUCHER_FILTER_STATUSES, VOUCHER_PAGE_SIZE } from '@portal/contracts/voucher-display';
import type { ProviderApp, ProviderContext } from '../../context.ts';
import { memberOf, requireMember } from '../../http/authenticate.ts';
import { expireDueVouchers } from '../../vouchers/voucher-expiry.ts';
import { toVoucher, VOUCHER_SELECT, type VoucherRow } from '../../vouchers/voucher-row.ts';

/** Each accepted sort as SQL: picked from this table, never built from the request. */
const ORDER_BY: Readonly<Record<VoucherSearchSort, string>> = {
  'issuedAt,desc': 'v.issued_at desc, v.id desc',
  'expiresAt,asc': 'v.expires_at asc, v.id asc',
  'expiresAt,desc': 'v.expires_at desc, v.id desc',
  'usedAt,desc': 'v.used_at desc nulls last, v.issued_at desc, v.id desc',
};

/**
 * GET /api/v1/vouchers/search?shouldPage=true&page&size&status=…&sort=…&kind=… — the member's own
 * vouchers in the given statuses (repeatable; default: every status a member sees) and of one
 * kind when `kind` is given (the dashboard's birthday treat), a page at a
 * time. Filtering, ordering and paging all happen in SQL.
 */
export function registerVouchersSearch(app: ProviderApp, ctx: ProviderContext): void {
  app.get(
    '/api/v1/vouchers/search',
    { preValidation: requireMember(ctx), schema: { querystring: VoucherSearchQuerySchema } },
    async (request): Promise<VoucherPage> => {
      const query = request.query;
      const { memberId } = memberOf(request);
      const statuses = query.status ?? [...VOUCHER_FILTER_STATUSES.all];
      const size = query.size ?? VOUCHER_PAGE_SIZE;
      const page = query.page ?? 0;

      await expireDueVouchers(ctx.db, ctx.now(), memberId);
      const [rows, count] = await Promise.all([
        ctx.db.query<VoucherRow>(
          `select ${VOUCHER_SELECT} from vouchers v left join rewards r on r.id = v.reward_id
          where v.member_id = $1 and v.status = any($2::text[]) and ($5::text is null or v.kind = $5)
          order by ${ORDER_BY[query.sort ?? 'issuedAt,desc']}
          limit $3 offset $4`,
          [memberId, statuses, size, page * size, query.kind ?? null],
        ),
        ctx.db.query<{ total: string | number }>(
          `select count(*) as total from vouchers
          where member_id = $1 and status = any($2::text[]) and ($3::text is null or kind = $3)`,
          [memberId, statuses, query.kind ?? null],
        ),
      ]);
      const totalElements = Number(count.rows[0]?.total ?? 0);
      return {
        content: rows.rows.map(toVoucher),
        page: { number: page, size, totalElements, totalPages: Math.ceil(totalElements / size) },
      };
    },
  );
}
