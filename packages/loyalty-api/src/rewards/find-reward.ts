import type { Reward } from '@portal/contracts/provider/rewards';
import type { Queryable } from '../db/database.ts';
import { REWARD_FROM, REWARD_SELECT, type RewardRow, toReward } from './reward-row.ts';

/** A reward id from a path: digits only, within bigint. Anything else names no reward. */
export function parseRewardId(raw: string): number | null {
  if (!/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

export async function findRewardById(db: Queryable, id: number): Promise<Reward | undefined> {
  const found = await db.query<RewardRow>(`select ${REWARD_SELECT} ${REWARD_FROM} where r.id = $1`, [id]);
  const row = found.rows[0];
  return row ? toReward(row) : undefined;
}
