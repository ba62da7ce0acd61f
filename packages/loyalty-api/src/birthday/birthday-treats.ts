import { BIRTHDAY_TREAT_VALUE_JMD } from '@portal/contracts/birthday-treat';
import { jamaicaWallClock } from '@portal/contracts/jamaica-time';
import type { Database, Queryable } from '../db/database.ts';
import { emailPreferencesOf } from '../mail/email-preferences.ts';
import { sendMail } from '../mail/outbox.ts';
import { dayInWords } from '../reminders/member-mail-format.ts';
import { newVoucherNumber } from '../vouchers/voucher-number.ts';
import { type BirthdayTreatDue, birthdayTreatDue } from './birthday-rule.ts';

interface Candidate {
  id: string | number;
  birthdate: string;
  email_address: string | null;
  first_name: string | null;
}

/**
 * Who may have a treat: a full member (a verified registration, not a guest: the full-member rule,
 * docs/decisions/0027-full-membership-rule.md) with a birthdate, born in month $1, who has none
 * for year $2 yet.
 */
const CANDIDATES = `select m.id, to_char(m.birthdate, 'YYYY-MM-DD') as birthdate, m.email_address, m.first_name
   from members m
  where m.deleted_at is null and m.type = 'user' and m.verified and m.birthdate is not null
    and extract(month from m.birthdate) = $1
    and not exists (select 1 from vouchers v where v.member_id = m.id and v.birthday_year = $2)`;

/**
 * Inserts the member's treat for `due.year` unless they have one: the unique key (member, year)
 * decides between sweeps racing on several instances — the loser's insert waits for the winner's
 * commit and then does nothing. Answers the voucher number this call issued, or null. A clash of random voucher
 * numbers (the other unique key) draws again.
 */
async function issueTreat(tx: Queryable, memberId: number, due: BirthdayTreatDue, now: Date): Promise<string | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const voucherNumber = newVoucherNumber();
    const inserted = await tx.query(
      `insert into vouchers (voucher_number, member_id, reward_id, status, value_jmd, points_cost, issued_at, expires_at,
         kind, birthday_year)
       values ($1, $2, null, 'issued', $3, 0, $4, $5, 'birthday', $6)
       on conflict do nothing
       returning id`,
      [voucherNumber, memberId, BIRTHDAY_TREAT_VALUE_JMD, now, due.expiresAt, due.year],
    );
    if (inserted.rows.length > 0) return voucherNumber;
    const held = await tx.query('select 1 from vouchers where member_id = $1 and birthday_year = $2', [
      memberId,
      due.year,
    ]);
    if (held.rows.length > 0) return null;
  }
  throw new Error('could not draw a free voucher number');
}

/**
 * The birthday treats due now (docs/decisions/0045-birthday-treat.md): each full member whose
 * birthday month it is in Jamaica gets one voucher a year, issued by the hourly sweep (so a member
 * who adds their birthdate during the month gets it within the hour), and an e-mail saying so
 * when they have not turned off the reminders that keep them from losing what they hold. Each
 * member's treat and its e-mail are one transaction. Returns how many treats were issued.
 */
export async function issueBirthdayTreats(db: Database, now: Date, portalOrigin: string): Promise<number> {
  const wall = jamaicaWallClock(now);
  const candidates = await db.query<Candidate>(CANDIDATES, [wall.getUTCMonth() + 1, wall.getUTCFullYear()]);
  let issued = 0;
  for (const member of candidates.rows) {
    const due = birthdayTreatDue(member.birthdate, now);
    if (due === null) continue;
    const memberId = Number(member.id);
    issued += await db.transaction(async (tx) => {
      const voucherNumber = await issueTreat(tx, memberId, due, now);
      if (voucherNumber === null) return 0;
      if (member.email_address && (await emailPreferencesOf(tx, memberId)).pointsExpiry) {
        await sendMail(tx, treatMail(member.email_address, member.first_name, due, voucherNumber, portalOrigin));
      }
      return 1;
    });
  }
  return issued;
}

function treatMail(
  to: string,
  firstName: string | null,
  due: BirthdayTreatDue,
  voucherNumber: string,
  portalOrigin: string,
) {
  const until = dayInWords(jamaicaWallClock(due.expiresAt).toISOString());
  return {
    kind: 'birthday-treat' as const,
    to,
    subject: 'Happy birthday: a J$1,000.00 treat from Island Rewards',
    text: `${firstName ? `Happy birthday, ${firstName}!` : 'Happy birthday!'}

Your birthday treat is in your vouchers: J$1,000.00 off your next purchase, no points needed. Use it by the end of ${until} (Jamaica time):

${portalOrigin}/vouchers/${voucherNumber}

You get this e-mail with the reminders before your points expire. To stop it, change your e-mail preferences:

${portalOrigin}/account

The Island Rewards team`,
  };
}
