import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { RedeemResponse } from '@portal/contracts/provider/rewards';
import type { Database, Queryable } from '../db/database.ts';
import { notFound, ProviderError } from '../http/provider-error.ts';
import { endOfJamaicaDayAfter } from '../vouchers/voucher-dates.ts';
import { newVoucherNumber } from '../vouchers/voucher-number.ts';
import { toVoucher, VOUCHER_SELECT, type VoucherRow } from '../vouchers/voucher-row.ts';
import { REWARD_IN_DATES } from './reward-row.ts';

export interface RedeemOutcome extends RedeemResponse {
  /** False when the idempotency key had already issued this voucher: nothing new happened. */
  created: boolean;
}

async function voucherByKey(tx: Queryable, memberId: number, key: string): Promise<VoucherRow | undefined> {
  const found = await tx.query<VoucherRow>(
    `select ${VOUCHER_SELECT} from vouchers v left join rewards r on r.id = v.reward_id
      where v.member_id = $1 and v.redemption_key = $2`,
    [memberId, key],
  );
  return found.rows[0];
}

/** Inserts the voucher; a (very unlikely) clash of random voucher numbers just draws again. */
async function insertVoucher(
  tx: Queryable,
  values: {
    memberId: number;
    rewardId: number;
    valueJmd: string | number | null;
    points: number;
    issuedAt: Date;
    expiresAt: Date;
    key: string;
  },
): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await tx.query<{ id: string | number }>(
      `insert into vouchers (voucher_number, member_id, reward_id, status, value_jmd, points_cost, issued_at, expires_at,
         redemption_key)
       values ($1, $2, $3, 'issued', $4, $5, $6, $7, $8)
       on conflict (voucher_number) do nothing
       returning id`,
      [
        newVoucherNumber(),
        values.memberId,
        values.rewardId,
        values.valueJmd,
        values.points,
        values.issuedAt,
        values.expiresAt,
        values.key,
      ],
    );
    const id = inserted.rows[0]?.id;
    if (id !== undefined) return Number(id);
  }
  throw new Error('could not draw a free voucher number');
}

/**
 * Redeems a reward for a member in one transaction: the member row is locked first, so concurrent
 * redeems of one member run one after another and the balance can never go below zero. A repeated
 * idempotency key answers with the voucher it issued and changes nothing.
 */
export async function redeemReward(
  db: Database,
  request: { memberId: number; rewardId: number; idempotencyKey: string; now: Date },
): Promise<RedeemOutcome> {
  const { memberId, rewardId, idempotencyKey, now } = request;
  return db.transaction(async (tx) => {
    const member = await tx.query<{ points: number }>(
      'select points from members where id = $1 and deleted_at is null for update',
      [memberId],
    );
    const balance = member.rows[0]?.points;
    if (balance === undefined) throw notFound('Account not found.');

    // Looked up under the member lock: a concurrent request with the same key has committed by now.
    const earlier = await voucherByKey(tx, memberId, idempotencyKey);
    if (earlier) {
      if (Number(earlier.reward_id) !== rewardId) {
        throw new ProviderError(
          409,
          ERROR_CODES.conflict,
          'This request was already used to redeem another reward. Please start again.',
        );
      }
      return { voucher: toVoucher(earlier), points: balance, created: false };
    }

    const found = await tx.query<{
      name: string;
      points: number;
      value_jmd: string | number | null;
      stock: number | null;
      voucher_valid_days: number;
      redeemable_today: boolean;
    }>(
      `select r.name, r.points, r.value_jmd, r.stock, r.voucher_valid_days, (${REWARD_IN_DATES}) as redeemable_today
         from rewards r where r.id = $1`,
      [rewardId],
    );
    const reward = found.rows[0];
    if (!reward) throw notFound('There is no such reward.');
    if (!reward.redeemable_today) {
      throw new ProviderError(409, ERROR_CODES.rewardInactive, 'This reward is not available to redeem right now.');
    }
    if (reward.stock !== null) {
      // Decremented only while some are left; the row lock it takes orders members racing for the last one.
      const taken = await tx.query('update rewards set stock = stock - 1 where id = $1 and stock > 0 returning stock', [
        rewardId,
      ]);
      if (taken.rows.length === 0) {
        throw new ProviderError(409, ERROR_CODES.rewardOutOfStock, 'Sorry, this reward has sold out.');
      }
    }
    if (balance < reward.points) {
      throw new ProviderError(
        409,
        ERROR_CODES.insufficientPoints,
        `You need ${reward.points - balance} more points to redeem this reward.`,
      );
    }

    const updated = await tx.query<{ points: number }>(
      'update members set points = points - $2, updated_at = now() where id = $1 returning points',
      [memberId, reward.points],
    );
    await tx.query(
      `insert into point_transactions (member_id, occurred_at, kind, description, points)
       values ($1, $2, 'redeem', $3, $4)`,
      [memberId, now, `Redeemed: ${reward.name}`, -reward.points],
    );
    const voucherId = await insertVoucher(tx, {
      memberId,
      rewardId,
      valueJmd: reward.value_jmd,
      points: reward.points,
      issuedAt: now,
      // Like every voucher: usable all day on its last day, counted in Jamaica.
      expiresAt: endOfJamaicaDayAfter(now, reward.voucher_valid_days),
      key: idempotencyKey,
    });
    const voucher = await tx.query<VoucherRow>(
      `select ${VOUCHER_SELECT} from vouchers v left join rewards r on r.id = v.reward_id where v.id = $1`,
      [voucherId],
    );
    return { voucher: toVoucher(voucher.rows[0]!), points: updated.rows[0]!.points, created: true };
  });
}
