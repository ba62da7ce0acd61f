import type { Queryable } from '../db/database.ts';
import { mayMail } from '../mail/mail-throttle.ts';
import { describeUserAgent } from './describe-user-agent.ts';
import { sendNewDeviceMail } from './new-device-mail.ts';

/** Sign-ins of each outcome kept per member; older ones are dropped (the centre shows ten). */
const KEPT_PER_OUTCOME = 50;

export interface SignInAttempt {
  memberId: number;
  succeeded: boolean;
  userAgent: string | null;
  deviceId: string | null;
  at: Date;
}

/**
 * The browser an attempt came from, as far as it can be told: the BFF's device id when it sent
 * one, else the device and browser its User-Agent names.
 */
const identityOf = (deviceId: string | null, userAgent: string | null): string => {
  if (deviceId) return `id:${deviceId}`;
  const { device, browser } = describeUserAgent(userAgent);
  return `ua:${browser} on ${device}`;
};

/**
 * Records a sign-in attempt on a member's account (for the security centre) and, when a right
 * password comes from a browser none of the member's earlier successful sign-ins came from,
 * e-mails the member. The member's very first sign-in is not "new": there is nothing to compare.
 * No more than the inbox's hourly share of mail (`mayMail`), and none to a guest's generated address.
 */
export async function recordSignIn(db: Queryable, attempt: SignInAttempt, portalOrigin: string): Promise<void> {
  let isNewDevice = false;
  if (attempt.succeeded) {
    const earlier = await db.query<{ user_agent: string | null; device_id: string | null }>(
      'select user_agent, device_id from sign_in_events where member_id = $1 and succeeded order by occurred_at desc limit $2',
      [attempt.memberId, KEPT_PER_OUTCOME],
    );
    const identity = identityOf(attempt.deviceId, attempt.userAgent);
    isNewDevice =
      earlier.rows.length > 0 && !earlier.rows.some((row) => identityOf(row.device_id, row.user_agent) === identity);
  }
  await db.query(
    'insert into sign_in_events (member_id, occurred_at, succeeded, user_agent, device_id) values ($1, $2, $3, $4, $5)',
    [attempt.memberId, attempt.at, attempt.succeeded, attempt.userAgent, attempt.deviceId],
  );
  // A flood of wrong passwords must neither grow the table without bound nor push out the
  // successful sign-ins a new device is judged against: each outcome keeps its own newest rows.
  await db.query(
    `delete from sign_in_events where member_id = $1 and succeeded = $2 and id not in (
       select id from sign_in_events where member_id = $1 and succeeded = $2 order by occurred_at desc, id desc limit $3)`,
    [attempt.memberId, attempt.succeeded, KEPT_PER_OUTCOME],
  );
  if (!isNewDevice) return;
  const member = await db.query<{ email_address: string | null; first_name: string | null; type: string }>(
    'select email_address, first_name, type from members where id = $1 and deleted_at is null',
    [attempt.memberId],
  );
  const to = member.rows[0];
  if (!to?.email_address || to.type === 'guest' || !(await mayMail(db, to.email_address, 'new-device-sign-in'))) return;
  await sendNewDeviceMail(
    db,
    { emailAddress: to.email_address, firstName: to.first_name },
    { ...describeUserAgent(attempt.userAgent), at: attempt.at },
    portalOrigin,
  );
}
