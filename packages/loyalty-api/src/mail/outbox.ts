import { mailboxKey } from '@portal/server-kit/mailbox-key';
import type { Database, Queryable } from '../db/database.ts';
import { mayMail } from './mail-throttle.ts';

export type MailKind =
  | 'email-verification'
  | 'password-reset'
  | 'contact-message'
  | 'contact-receipt'
  | 'account-deleted'
  | 'account-exists'
  | 'password-changed'
  | 'points-expiry-reminder'
  | 'statement'
  | 'new-rewards'
  | 'birthday-treat'
  | 'new-device-sign-in';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  /** Plain text; links are written out in full so they work from any mail client. */
  text: string;
}

/**
 * Queues an e-mail in the outbox, inside the caller's transaction when there is one (in one of
 * its own otherwise), unless its inbox has had its hour's share (mail-throttle.ts): then nothing
 * is queued and it answers false. Callers answer their own caller the same either way, so nobody
 * learns from an answer whether a mail went out.
 */
export async function sendMail(db: Queryable | Database, mail: OutgoingMail): Promise<boolean> {
  if ('transaction' in db) return db.transaction((tx) => sendMail(tx, mail));
  if (!(await mayMail(db, mail.to, mail.kind))) return false;
  await db.query(
    'insert into mail_outbox (kind, to_address, recipient_key, subject, text_body) values ($1, $2, $3, $4, $5)',
    [mail.kind, mail.to, mailboxKey(mail.to), mail.subject, mail.text],
  );
  return true;
}
