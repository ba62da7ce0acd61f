import { mailboxKey } from '@portal/server-kit/mailbox-key';
import type { Queryable } from '../db/database.ts';
import type { MailKind } from './outbox.ts';

/**
 * How much mail one inbox may get from the provider in any hour (MAIL_PER_RECIPIENT_PER_HOUR,
 * MAIL_PER_RECIPIENT_TOTAL_PER_HOUR).
 */
export interface MailLimits {
  /** Mails of one kind (password reset, verification, contact receipt…) per inbox and hour. */
  perKindPerHour: number;
  /** Mails of every kind together per inbox and hour. */
  totalPerHour: number;
}

/**
 * A handful an hour. A member who registers, asks for the link again twice, signs in on a new
 * phone, resets a password and writes to customer care gets about eight mails in a busy hour;
 * nobody needs a sixth reset link or a sixth receipt within the hour. Whatever the BFF lets
 * through (or a caller that bypasses it), an inbox gets no more than this.
 */
export const DEFAULT_MAIL_LIMITS: MailLimits = { perKindPerHour: 5, totalPerHour: 10 };

/**
 * Mail to the programme's own customer-care desk (CUSTOMER_CARE_EMAIL) is never held back: it
 * is one inbox for every member's message, so a cap on it would lose real members' messages,
 * and each message is stored (contact_messages) whatever its mails.
 */
const UNTHROTTLED: ReadonlySet<MailKind> = new Set(['contact-message']);

/** The advisory-lock space of the per-inbox lock ("mail" as a 32-bit number). */
const MAIL_LOCK_SPACE = 0x6d61696c;

let limits: MailLimits = DEFAULT_MAIL_LIMITS;

/**
 * The limits this process applies (buildProvider sets them from its settings). One provider per
 * process; tests that start several in one process share the last one's.
 */
export function setMailLimits(next: MailLimits): void {
  limits = next;
}

/**
 * Whether the inbox `to` may get one more mail of `kind` now. Call it inside the transaction
 * that then queues the mail (sendMail does): it takes a per-inbox transaction lock first, so
 * concurrent transactions — on any provider instance sharing the database — count one after
 * another and never both take the last place. The count is of the outbox itself (the mails
 * queued in the last hour to that inbox, however its address was spelled), so a mail that was
 * rolled back never counted and nothing else has to be kept.
 */
export async function mayMail(tx: Queryable, to: string, kind: MailKind): Promise<boolean> {
  if (UNTHROTTLED.has(kind)) return true;
  const inbox = mailboxKey(to);
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [MAIL_LOCK_SPACE, inbox]);
  const recent = await tx.query<{ same_kind: string | number; total: string | number }>(
    `select count(*) filter (where kind = $2) as same_kind, count(*) as total from mail_outbox
      where recipient_key = $1 and created_at > now() - interval '1 hour' and not (kind = any($3::text[]))`,
    [inbox, kind, [...UNTHROTTLED]],
  );
  const row = recent.rows[0];
  return Number(row?.same_kind ?? 0) < limits.perKindPerHour && Number(row?.total ?? 0) < limits.totalPerHour;
}
