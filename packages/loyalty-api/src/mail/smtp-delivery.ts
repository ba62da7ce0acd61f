import { createTransport } from 'nodemailer';
import type { Database } from '../db/database.ts';

/** How often the outbox is read for mail to deliver. */
const POLL_MS = 2_000;
/** At most this many mails per pass, so one pass stays short. */
const BATCH = 20;
/** A claimed mail is someone's for this long; a provider that died mid-send frees it after. */
const CLAIM_MS = 60_000;
/** A failed send waits 30 s, 1, 2, 4 … minutes, at most an hour, then tries again. */
const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

interface Claimed {
  id: string | number;
  to_address: string;
  subject: string;
  text_body: string;
  attempts: number;
}

export interface SmtpDelivery {
  /** One pass now (tests; the timer calls it too). The number of mails delivered. */
  deliverDue(): Promise<number>;
  stop(): void;
}

/**
 * Delivers the outbox through SMTP (SMTP_URL, e.g. `smtp://user:pass@mail.example.jm:587`; the
 * `smtps:` scheme for implicit TLS). Every mail is written to the outbox first, inside the
 * transaction that causes it, so nothing is sent for work that rolled back and nothing is lost
 * when the mail server is down: this loop claims undelivered mails (skip locked, so several
 * provider instances share the work and never send one twice at once), sends each, and marks it
 * delivered, or records the error and tries again later with backoff. Without SMTP_URL the
 * outbox is only read by the development mailbox (DEV_MAILBOX=true).
 */
export function startSmtpDelivery(options: {
  db: Database;
  smtpUrl: string;
  from: string;
  onError: (error: unknown, mailId: string | number) => void;
  pollMs?: number;
}): SmtpDelivery {
  const transport = createTransport(options.smtpUrl);
  let running: Promise<number> | undefined;

  const claim = () =>
    options.db.query<Claimed>(
      `update mail_outbox set next_attempt_at = now() + make_interval(secs => $2)
        where id in (select id from mail_outbox
                      where delivered_at is null and (next_attempt_at is null or next_attempt_at <= now())
                      order by id limit $1 for update skip locked)
        returning id, to_address, subject, text_body, attempts`,
      [BATCH, CLAIM_MS / 1000],
    );

  const pass = async (): Promise<number> => {
    let delivered = 0;
    for (const mail of (await claim()).rows) {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
        });
        await options.db.query('update mail_outbox set delivered_at = now(), last_error = null where id = $1', [
          mail.id,
        ]);
        delivered += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await options.db.query(
          `update mail_outbox set attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4)
            where id = $1`,
          [mail.id, attempts, String((error as Error).message ?? error).slice(0, 500), retryDelayMs(attempts) / 1000],
        );
        options.onError(error, mail.id);
      }
    }
    return delivered;
  };

  const deliverDue = (): Promise<number> => {
    // One pass at a time per instance: a slow mail server must not stack passes up.
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => {
    deliverDue().catch((error) => options.onError(error, 'outbox'));
  }, options.pollMs ?? POLL_MS);
  timer.unref();
  return {
    deliverDue,
    stop: () => {
      clearInterval(timer);
      transport.close();
    },
  };
}
