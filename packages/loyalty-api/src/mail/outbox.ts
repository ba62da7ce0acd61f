import type { Queryable } from '../db/database.ts';

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
  | 'new-device-sign-in';

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  /** Plain text; links are written out in full so they work from any mail client. */
  text: string;
}

/** Queues an e-mail in the outbox, inside the caller's transaction when there is one. */
export async function sendMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query('insert into mail_outbox (kind, to_address, subject, text_body) values ($1, $2, $3, $4)', [
    mail.kind,
    mail.to,
    mail.subject,
    mail.text,
  ]);
}
