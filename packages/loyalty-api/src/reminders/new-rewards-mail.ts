import type { Database } from '../db/database.ts';
import { sendMail } from '../mail/outbox.ts';
import { pointsInWords } from './member-mail-format.ts';

/** At most this many rewards are listed in one e-mail; the rest are counted and linked. */
const NEW_REWARDS_LISTED = 10;

/**
 * When a reward joined the catalogue as a member sees it: when it was added, or, for one added
 * ahead of its start, the first moment of its first day in Jamaica — so a reward announced early
 * is news when it can be redeemed, not before.
 */
const ADDED_AT = "greatest(r.created_at, r.active_date::timestamp at time zone 'America/Jamaica')";

/** Rewards added after the member's mark (`n.covered_through`) and by $1 (now), not switched off or ended. */
const NEW_SINCE_MARK = `r.active and ${ADDED_AT} > n.covered_through and ${ADDED_AT} <= $1
  and (r.end_date is null or r.end_date >= ($1::timestamptz at time zone 'America/Jamaica')::date)`;

/** Who may get the e-mail: asked for it, and has a verified address of their own. */
const WANTS_IT = `p.new_rewards and m.deleted_at is null and m.verified and m.type = 'user'
  and m.email_address is not null`;

interface Recipient {
  id: string | number;
  email_address: string;
  first_name: string | null;
  covered_through: Date | string;
}

interface NewReward {
  name: string;
  points: number;
}

/**
 * The "new rewards" e-mail (docs/decisions/0039-email-preferences-reminders-statements.md): each member
 * who asked for it gets one e-mail listing the rewards added to the catalogue since their last one —
 * or, the first time, since they turned it on — and each reward in one e-mail only. None to a member
 * who has it off, and none when nothing is new. Safe from several provider instances at once: a
 * member's mark moves only if it is still where this sweep read it. Returns how many e-mails were sent.
 */
export async function sendNewRewardsMails(db: Database, now: Date, portalOrigin: string): Promise<number> {
  // Turned off (or the member is gone): forget the mark, so turning it on again starts from then.
  await db.query(
    `delete from new_rewards_mail n where not exists (
       select 1 from email_preferences p join members m on m.id = p.member_id where p.member_id = n.member_id and ${WANTS_IT})`,
  );
  // Turned on: the mark starts when the member last saved their preferences (when they turned it
  // on), in whole milliseconds, so the mark read back into JavaScript still equals the stored one.
  await db.query(
    `insert into new_rewards_mail (member_id, covered_through)
     select p.member_id, date_trunc('milliseconds', least(p.updated_at, $1)) from email_preferences p join members m on m.id = p.member_id
      where ${WANTS_IT}
     on conflict (member_id) do nothing`,
    [now],
  );
  const due = await db.query<Recipient>(
    `select m.id, m.email_address, m.first_name, n.covered_through
       from new_rewards_mail n join members m on m.id = n.member_id join email_preferences p on p.member_id = m.id
      where ${WANTS_IT} and exists (select 1 from rewards r where ${NEW_SINCE_MARK})`,
    [now],
  );
  let sent = 0;
  for (const member of due.rows) {
    sent += await db.transaction(async (tx) => {
      const moved = await tx.query(
        `update new_rewards_mail set covered_through = $1, sent_at = $1
          where member_id = $2 and covered_through = $3 returning member_id`,
        [now, member.id, member.covered_through],
      );
      if (moved.rows.length === 0) return 0;
      const rewards = await tx.query<NewReward>(
        `select r.name, r.points from rewards r, (select $2::timestamptz as covered_through) n
          where ${NEW_SINCE_MARK} order by r.points, r.name`,
        [now, member.covered_through],
      );
      if (rewards.rows.length === 0) return 0;
      await sendMail(tx, newRewardsMail(member, rewards.rows, portalOrigin));
      return 1;
    });
  }
  return sent;
}

function newRewardsMail(member: Recipient, rewards: NewReward[], portalOrigin: string) {
  const listed = rewards.slice(0, NEW_REWARDS_LISTED);
  const more = rewards.length - listed.length;
  return {
    kind: 'new-rewards' as const,
    to: member.email_address,
    subject:
      rewards.length === 1 ? 'A new reward at Island Rewards' : `${rewards.length} new rewards at Island Rewards`,
    text: `${member.first_name ? `Hi ${member.first_name},` : 'Hello,'}

New in the Island Rewards catalogue since our last e-mail:

${listed.map((reward) => `- ${reward.name}: ${pointsInWords(reward.points)}`).join('\n')}${
  more > 0 ? `\n…and ${more} more.` : ''
}

See them all:

${portalOrigin}/rewards

You get this e-mail because you asked for news of new rewards. To stop it, change your e-mail preferences:

${portalOrigin}/account

The Island Rewards team`,
  };
}
