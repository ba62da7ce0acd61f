import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../testing/test-provider.ts';
import { sendMail } from './outbox.ts';
import { startSmtpDelivery } from './smtp-delivery.ts';

/** A real SMTP server on a loopback port: what it received, and whether it refuses the next recipient. */
function mailServer() {
  const received: Array<{ to: string[]; data: string }> = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }) : undefined);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  return { server, received, state };
}

describe('delivery through SMTP (SMTP_URL)', () => {
  let provider: TestProvider;
  const smtp = mailServer();
  let url: string;

  beforeAll(async () => {
    provider = await startTestProvider({ seed: false });
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(smtp.server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await provider.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const delivery = () =>
    startSmtpDelivery({
      db: provider.db,
      smtpUrl: url,
      from: 'Island Rewards <no-reply@islandrewards.jm>',
      onError: () => {},
      pollMs: 3_600_000,
    });

  it('delivers each mail of the outbox once, and marks it delivered', async () => {
    await sendMail(provider.db, {
      kind: 'statement',
      to: 'one@example.com',
      subject: 'Your statement',
      text: 'Hello, one.',
    });
    await sendMail(provider.db, {
      kind: 'statement',
      to: 'two@example.com',
      subject: 'Your statement',
      text: 'Hello, two.',
    });
    const first = delivery();
    const second = delivery();
    // Two instances at once share the outbox: each mail goes once.
    const counts = await Promise.all([first.deliverDue(), second.deliverDue()]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await first.deliverDue()).toBe(0);
    first.stop();
    second.stop();
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([['one@example.com'], ['two@example.com']]);
    expect(smtp.received[0]!.data).toContain('Subject: Your statement');
    expect(smtp.received[0]!.data).toContain('From: Island Rewards <no-reply@islandrewards.jm>');
    const left = await provider.db.query('select id from mail_outbox where delivered_at is null');
    expect(left.rows).toEqual([]);
  });

  it('keeps a mail the server refuses, with the error, and tries it again later', async () => {
    smtp.state.refuse = true;
    await sendMail(provider.db, { kind: 'statement', to: 'later@example.com', subject: 'Later', text: 'Hello.' });
    const errors: unknown[] = [];
    const worker = startSmtpDelivery({
      db: provider.db,
      smtpUrl: url,
      from: 'x@islandrewards.jm',
      onError: (error) => errors.push(error),
      pollMs: 3_600_000,
    });
    expect(await worker.deliverDue()).toBe(0);
    expect(errors).toHaveLength(1);
    const row = await provider.db.query<{
      attempts: number;
      last_error: string;
      next_attempt_at: Date;
      delivered_at: Date | null;
    }>(
      "select attempts, last_error, next_attempt_at, delivered_at from mail_outbox where to_address = 'later@example.com'",
    );
    expect(row.rows[0]).toMatchObject({ attempts: 1, delivered_at: null });
    expect(row.rows[0]!.last_error).toMatch(/Mailbox unavailable/);
    expect(new Date(row.rows[0]!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not before its time, even with the server back.
    smtp.state.refuse = false;
    expect(await worker.deliverDue()).toBe(0);
    await provider.db.query("update mail_outbox set next_attempt_at = now() where to_address = 'later@example.com'");
    expect(await worker.deliverDue()).toBe(1);
    worker.stop();
    expect(smtp.received.at(-1)!.to).toEqual(['later@example.com']);
  });
});
