import type { Database, Queryable } from '../db/database.ts';
import { sendMail } from '../mail/outbox.ts';
import { jamaicaDay, startOfJamaicaDay } from '../points/points-expiry.ts';
import { dayInWords, monthInWords, signedPoints } from './member-mail-format.ts';

const pad = (value: number): string => String(value).padStart(2, '0');

/** The month before the one of `now`, in Jamaica time: `YYYY-MM`. */
export function lastMonth(now: Date): string {
  const { year, month } = jamaicaDay(now);
  return month === 1 ? `${year - 1}-12` : `${year}-${pad(month - 1)}`;
}

/** The month after `month` (`YYYY-MM`). */
const nextMonth = (month: string): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${pad(number + 1)}`;
};

/** The day before a `YYYY-MM-DD`. */
const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

interface Line {
  occurred_at: Date | string;
  kind: string;
  description: string;
  location: string | null;
  points: number;
}

/** A month's statement: the balance either side of it, its totals by kind, and its ledger rows. */
interface Statement {
  month: string;
  opening: number;
  closing: number;
  earned: number;
  redeemed: number;
  expired: number;
  adjusted: number;
  lines: Array<{ day: string; description: string; location: string | null; points: number }>;
}

/**
 * The statement of one calendar month in Jamaica time, from the ledger alone: the opening balance
 * is every movement before the month's first instant, the closing one adds the month's own
 * (the seed's ledger sums to each balance; its property test checks that).
 */
async function statementOf(db: Queryable, memberId: number, month: string): Promise<Statement> {
  const from = startOfJamaicaDay(`${month}-01`);
  const to = startOfJamaicaDay(`${nextMonth(month)}-01`);
  const before = await db.query<{ total: string | number | null }>(
    'select coalesce(sum(points), 0) as total from point_transactions where member_id = $1 and occurred_at < $2',
    [memberId, from],
  );
  const rows = await db.query<Line>(
    `select occurred_at, kind, description, location, points from point_transactions
      where member_id = $1 and occurred_at >= $2 and occurred_at < $3 order by occurred_at, id`,
    [memberId, from, to],
  );
  const opening = Number(before.rows[0]?.total ?? 0);
  const sumOf = (kinds: string[]) =>
    rows.rows.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + Number(row.points), 0);
  const lines = rows.rows.map((row) => {
    const { year, month: m, day } = jamaicaDay(new Date(row.occurred_at));
    return {
      day: `${year}-${pad(m)}-${pad(day)}`,
      description: row.description,
      location: row.location,
      points: Number(row.points),
    };
  });
  return {
    month,
    opening,
    closing: opening + lines.reduce((total, line) => total + line.points, 0),
    earned: sumOf(['earn', 'bonus', 'promo']),
    redeemed: sumOf(['redeem']),
    expired: sumOf(['expire']),
    adjusted: sumOf(['adjust']),
    lines,
  };
}

/** The statement as the e-mail's text. */
function statementText(
  statement: Statement,
  member: { firstName: string | null; accountNumber: string },
  portalOrigin: string,
): string {
  const first = `${statement.month}-01`;
  const last = dayBefore(`${nextMonth(statement.month)}-01`);
  const ledger =
    statement.lines.length === 0
      ? 'No points moved this month.'
      : statement.lines
          .map(
            (line) =>
              `${dayInWords(line.day, 'short')}  ${line.description}${line.location ? ` — ${line.location}` : ''}  ${signedPoints(line.points)}`,
          )
          .join('\n');
  return `${member.firstName ? `Hi ${member.firstName},` : 'Hello,'}

Your Island Rewards statement for ${monthInWords(statement.month)} (Jamaica time), number ${member.accountNumber}:

Balance on ${dayInWords(first)}: ${signedPoints(statement.opening).replace(/^\+/, '')}
Earned: ${signedPoints(statement.earned)}
Redeemed: ${signedPoints(statement.redeemed)}
Expired: ${signedPoints(statement.expired)}
Adjustments: ${signedPoints(statement.adjusted)}
Balance on ${dayInWords(last)}: ${signedPoints(statement.closing).replace(/^\+/, '')}

${ledger}

Your points and history, any time: ${portalOrigin}/transactions
To change which e-mails you get: ${portalOrigin}/account

The Island Rewards team`;
}

interface Recipient {
  id: string | number;
  email_address: string;
  first_name: string | null;
  account_number: string;
}

/** Writes the member's statement of `month` into the outbox. */
export async function mailStatement(
  db: Queryable,
  member: Recipient,
  month: string,
  portalOrigin: string,
): Promise<void> {
  const statement = await statementOf(db, Number(member.id), month);
  await sendMail(db, {
    kind: 'statement',
    to: member.email_address,
    subject: `Your Island Rewards statement for ${monthInWords(month)}`,
    text: statementText(
      statement,
      { firstName: member.first_name, accountNumber: member.account_number },
      portalOrigin,
    ),
  });
}

/**
 * Last month's statement to every member who asked for monthly statements and has a verified
 * e-mail address, once each (a row per member and month): the first sweep of a month sends them.
 * Returns how many were sent.
 */
export async function sendMonthlyStatements(db: Database, now: Date, portalOrigin: string): Promise<number> {
  const month = lastMonth(now);
  const due = await db.query<Recipient>(
    `select m.id, m.email_address, m.first_name, m.account_number
       from members m join email_preferences p on p.member_id = m.id
      where p.statements and m.deleted_at is null and m.verified and m.email_address is not null
        and not exists (select 1 from monthly_statements s where s.member_id = m.id and s.month = $1)`,
    [month],
  );
  let sent = 0;
  for (const member of due.rows) {
    sent += await db.transaction(async (tx) => {
      const recorded = await tx.query(
        'insert into monthly_statements (member_id, month) values ($1, $2) on conflict do nothing returning member_id',
        [member.id, month],
      );
      if (recorded.rows.length === 0) return 0;
      await mailStatement(tx, member, month, portalOrigin);
      return 1;
    });
  }
  return sent;
}
