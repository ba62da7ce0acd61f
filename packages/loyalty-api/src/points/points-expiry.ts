import { JAMAICA_OFFSET_MS } from '@portal/contracts/jamaica-time';
import type { TransactionKind } from '@portal/contracts/provider/account';
import type { Database, Queryable } from '../db/database.ts';
import { ledgerSourceOf } from './ledger-source.ts';

/**
 * Points expiry (docs/decisions/0032-points-expiry.md): points expire 12 months after the end of the
 * calendar quarter, in Jamaica time, in which they were earned, and points are used oldest first. The
 * batches are worked out from the ledger itself (point_transactions), so whatever moves points — a
 * purchase, a redeem, a promo claim — the schedule stays right without a second store to keep in step.
 */
export const POINTS_EXPIRY_POLICY =
  'Points expire 12 months after the end of the quarter in which you earned them. We use your oldest points first.';

/** Months as en-JM writes them short, as the portal shows every date ("Sept", docs/decisions/0019-glossary.md). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

const pad = (value: number): string => String(value).padStart(2, '0');
const isoDay = (year: number, month: number, day: number): string => `${year}-${pad(month)}-${pad(day)}`;
const lastDayOf = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar day in Jamaica at an instant. */
export function jamaicaDay(instant: Date): { year: number; month: number; day: number } {
  const local = new Date(instant.getTime() + JAMAICA_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

export function jamaicaToday(now: Date): string {
  const { year, month, day } = jamaicaDay(now);
  return isoDay(year, month, day);
}

/** The instant a Jamaican calendar day (YYYY-MM-DD) begins. */
export function startOfJamaicaDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - JAMAICA_OFFSET_MS);
}

export interface ExpiryBatch {
  earnedFrom: string;
  earnedTo: string;
  /** The last day the points can be used. */
  expiresOn: string;
  earned: number;
  remaining: number;
  /** What came in that quarter by source (`earned` above is their sum): the card names them. */
  credited: { earned: number; refunded: number; adjusted: number };
}

/** The quarter an instant falls in (Jamaica time) and when that quarter's points expire. */
export function quarterOf(instant: Date): Pick<ExpiryBatch, 'earnedFrom' | 'earnedTo' | 'expiresOn'> {
  const { year, month } = jamaicaDay(instant);
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const last = first + 2;
  return {
    earnedFrom: isoDay(year, first, 1),
    earnedTo: isoDay(year, last, lastDayOf(year, last)),
    expiresOn: isoDay(year + 1, last, lastDayOf(year + 1, last)),
  };
}

/** "Apr–Jun 2025" for a batch. */
export function quarterLabel(batch: Pick<ExpiryBatch, 'earnedFrom' | 'earnedTo'>): string {
  const [year, firstMonth] = batch.earnedFrom.split('-').map(Number) as [number, number];
  const lastMonth = Number(batch.earnedTo.split('-')[1]);
  return `${MONTHS[firstMonth - 1]}–${MONTHS[lastMonth - 1]} ${year}`;
}

/**
 * Every quarter's batch with what is left of it: points credited form the batches; points used or
 * expired come off the oldest first. When the balance is lower than the ledger says (points taken
 * without a ledger row), the difference also comes off the oldest, so the schedule never promises
 * more than the member has.
 */
export function expiryBatches(
  movements: ReadonlyArray<{ occurredAt: Date; points: number; kind?: TransactionKind }>,
  balance: number,
) {
  const byQuarter = new Map<string, ExpiryBatch>();
  let used = 0;
  for (const movement of movements) {
    if (movement.points > 0) {
      const quarter = quarterOf(movement.occurredAt);
      const batch = byQuarter.get(quarter.earnedFrom) ?? {
        ...quarter,
        earned: 0,
        remaining: 0,
        credited: { earned: 0, refunded: 0, adjusted: 0 },
      };
      batch.earned += movement.points;
      // The same rule as the dashboard's figures and the earnings chart (ledger-source.ts).
      const source = ledgerSourceOf(movement.kind ?? 'earn', movement.points);
      if (source === 'earned' || source === 'refunded' || source === 'adjusted')
        batch.credited[source] += movement.points;
      byQuarter.set(quarter.earnedFrom, batch);
    } else {
      used -= movement.points;
    }
  }
  const batches = [...byQuarter.values()].sort((a, b) => a.earnedFrom.localeCompare(b.earnedFrom));
  const earned = batches.reduce((sum, batch) => sum + batch.earned, 0);
  let toTake = Math.max(used, earned - Math.max(balance, 0));
  for (const batch of batches) {
    const taken = Math.min(batch.earned, toTake);
    batch.remaining = batch.earned - taken;
    toTake -= taken;
  }
  return batches;
}

async function movementsOf(db: Queryable, memberId: number) {
  const rows = await db.query<{ occurred_at: Date | string; points: number; kind: TransactionKind }>(
    'select occurred_at, points, kind from point_transactions where member_id = $1 order by occurred_at, id',
    [memberId],
  );
  return rows.rows.map((row) => ({
    occurredAt: new Date(row.occurred_at),
    points: Number(row.points),
    kind: row.kind,
  }));
}

/** The member's batches still to expire (something left, last day today or later), soonest first. */
export async function upcomingExpiry(db: Queryable, memberId: number, balance: number, now: Date) {
  const today = jamaicaToday(now);
  return expiryBatches(await movementsOf(db, memberId), balance).filter(
    (batch) => batch.remaining > 0 && batch.expiresOn >= today,
  );
}

/**
 * Expires what is left of the member's batches whose last day has passed: one 'expire' ledger row
 * per batch, dated the day after its last day, and the balance lowered in the same transaction.
 * Returns the points expired.
 */
export async function expireMemberPoints(tx: Queryable, memberId: number, now: Date): Promise<number> {
  const locked = await tx.query<{ points: number }>(
    'select points from members where id = $1 and deleted_at is null for update',
    [memberId],
  );
  const member = locked.rows[0];
  if (!member) return 0;
  const today = jamaicaToday(now);
  const due = expiryBatches(await movementsOf(tx, memberId), member.points).filter(
    (batch) => batch.remaining > 0 && batch.expiresOn < today,
  );
  let total = 0;
  for (const batch of due) {
    const dayAfter = new Date(startOfJamaicaDay(batch.expiresOn).getTime() + 86_400_000);
    await tx.query(
      `insert into point_transactions (member_id, occurred_at, kind, description, location, points, amount_jmd)
       values ($1, $2, 'expire', $3, null, $4, null)`,
      [memberId, dayAfter < now ? dayAfter : now, `Points expired (earned ${quarterLabel(batch)})`, -batch.remaining],
    );
    total += batch.remaining;
  }
  if (total > 0)
    await tx.query('update members set points = points - $2, updated_at = now() where id = $1', [memberId, total]);
  return total;
}

/** Expires every member's due points. Only members with points older than about a year can have any. */
export async function expireDuePoints(db: Database, now: Date = new Date()): Promise<number> {
  const candidates = await db.query<{ member_id: string | number }>(
    `select distinct t.member_id from point_transactions t join members m on m.id = t.member_id
      where t.points > 0 and t.occurred_at < $1 and m.deleted_at is null`,
    [new Date(now.getTime() - 360 * 86_400_000)],
  );
  let total = 0;
  for (const row of candidates.rows) {
    total += await db.transaction((tx) => expireMemberPoints(tx, Number(row.member_id), now));
  }
  return total;
}
