import type { Database } from '../db/database.ts';
import { sendMail } from '../mail/outbox.ts';
import { jamaicaToday, upcomingExpiry } from '../points/points-expiry.ts';
import { dayInWords, pointsInWords } from './member-mail-format.ts';

/**
 * The reminders before a batch of points expires, in days before its last day
 * (docs/decisions/0039-email-preferences-reminders-statements.md).
 */
const REMINDER_DAYS = [30, 7] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Which reminder is due today (Jamaica calendar days, `YYYY-MM-DD`) for points whose last day is
 * `expiresOn`: the 30-day one from 30 days before until 8 days before, the 7-day one from 7 days
 * before to the last day itself, none otherwise. A window rather than one day, so a provider that
 * was down on the day still sends it the day after; sending each once is the caller's (a row per
 * reminder sent). A 30-day reminder never missed into the last week: that week has its own.
 */
export function reminderDue(expiresOn: string, today: string): ReminderDays | null {
  const daysLeft = dayNumber(expiresOn) - dayNumber(today);
  if (daysLeft < 0 || daysLeft > 30) return null;
  return daysLeft <= 7 ? 7 : 30;
}

interface Candidate {
  id: string | number;
  email_address: string;
  first_name: string | null;
  points: number;
}

/**
 * Sends the reminders due now, each once: to members with a verified e-mail address who have not
 * turned them off, for each batch of their points that expires within 30 days. Only members who
 * earned points 11 to 16 months ago can have such a batch (points last 12 months after their
 * quarter), so the sweep reads only theirs. Returns the number of reminders sent.
 */
export async function sendExpiryReminders(db: Database, now: Date, portalOrigin: string): Promise<number> {
  const candidates = await db.query<Candidate>(
    `select distinct m.id, m.email_address, m.first_name, m.points
       from members m
       join point_transactions t on t.member_id = m.id
       left join email_preferences p on p.member_id = m.id
      where m.deleted_at is null and m.verified and m.email_address is not null and m.points > 0
        and coalesce(p.points_expiry, true)
        and t.points > 0 and t.occurred_at between $1 and $2`,
    [new Date(now.getTime() - 490 * DAY_MS), new Date(now.getTime() - 330 * DAY_MS)],
  );
  const today = jamaicaToday(now);
  let sent = 0;
  for (const member of candidates.rows) {
    sent += await db.transaction(async (tx) => {
      let count = 0;
      for (const batch of await upcomingExpiry(tx, Number(member.id), member.points, now)) {
        const due = reminderDue(batch.expiresOn, today);
        if (due === null) continue;
        const recorded = await tx.query(
          `insert into points_expiry_reminders (member_id, expires_on, days_before, points) values ($1, $2, $3, $4)
           on conflict do nothing returning member_id`,
          [member.id, batch.expiresOn, due, batch.remaining],
        );
        if (recorded.rows.length === 0) continue;
        await sendMail(tx, reminderMail(member, batch.remaining, batch.expiresOn, due, portalOrigin));
        count += 1;
      }
      return count;
    });
  }
  return sent;
}

function reminderMail(
  member: Candidate,
  points: number,
  expiresOn: string,
  daysBefore: ReminderDays,
  portalOrigin: string,
) {
  const when = dayInWords(expiresOn);
  return {
    kind: 'points-expiry-reminder' as const,
    to: member.email_address,
    subject: `${pointsInWords(points)} expire on ${when}`,
    text: `${member.first_name ? `Hi ${member.first_name},` : 'Hello,'}

${pointsInWords(points)} of your Island Rewards points expire at the end of ${when} (Jamaica time)${
      daysBefore === 7 ? ': one week left' : ''
    }. Use them before then — see what they buy:

${portalOrigin}/rewards

You get this reminder 30 and 7 days before points expire. To stop it, change your e-mail preferences:

${portalOrigin}/account

The Island Rewards team`,
  };
}
