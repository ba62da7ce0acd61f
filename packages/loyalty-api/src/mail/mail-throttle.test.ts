import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../testing/test-provider.ts';
import { DEFAULT_MAIL_LIMITS, setMailLimits } from './mail-throttle.ts';
import { type MailKind, sendMail } from './outbox.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(async () => {
  setMailLimits(DEFAULT_MAIL_LIMITS);
  await provider.close();
});

const mail = (kind: MailKind, to: string) => ({ kind, to, subject: `A ${kind}`, text: 'Hello.' });

/** The mails queued to addresses in `inbox`'s domain whose key is that inbox (however spelled). */
async function queued(inbox: string, kind?: MailKind): Promise<number> {
  const rows = await provider.db.query<{ count: string | number }>(
    'select count(*) as count from mail_outbox where recipient_key = $1 and ($2::text is null or kind = $2)',
    [inbox, kind ?? null],
  );
  return Number(rows.rows[0]?.count ?? 0);
}

describe('the per-inbox mail caps', () => {
  it('queue at most 5 mails of one kind an hour to one inbox, however its address is spelled', async () => {
    const spellings = ['cap-a@example.com', 'Cap-A@Example.com', 'cap-a+1@example.com', 'cap-a+news@example.com'];
    const sent: boolean[] = [];
    for (let i = 0; i < 8; i++) sent.push(await sendMail(provider.db, mail('password-reset', spellings[i % 4]!)));
    expect(sent).toEqual([true, true, true, true, true, false, false, false]);
    expect(await queued('cap-a@example.com', 'password-reset')).toBe(5);
    // Another kind has its own five…
    expect(await sendMail(provider.db, mail('contact-receipt', 'cap-a@example.com'))).toBe(true);
    // …and another inbox its own count.
    expect(await sendMail(provider.db, mail('password-reset', 'cap-b@example.com'))).toBe(true);
  });

  it('queue at most 10 mails of all kinds together an hour to one inbox', async () => {
    const to = 'cap-total@example.com';
    const kinds: MailKind[] = ['password-reset', 'email-verification', 'contact-receipt', 'statement'];
    for (const kind of kinds) for (let i = 0; i < 4; i++) await sendMail(provider.db, mail(kind, to));
    expect(await queued(to)).toBe(10);
  });

  it('never hold back mail to the customer-care desk: one inbox for every member’s message', async () => {
    for (let i = 0; i < 12; i++) {
      expect(await sendMail(provider.db, mail('contact-message', 'care-desk@islandrewards.jm'))).toBe(true);
    }
    expect(await queued('care-desk@islandrewards.jm')).toBe(12);
  });

  it('hold under concurrency: 20 transactions at once take exactly the 5 places', async () => {
    const to = 'cap-race@example.com';
    const sent = await Promise.all(Array.from({ length: 20 }, () => sendMail(provider.db, mail('statement', to))));
    expect(sent.filter(Boolean)).toHaveLength(5);
    expect(await queued(to)).toBe(5);
  });

  it('count what was queued in the last hour only, and nothing of a rolled-back transaction', async () => {
    const to = 'cap-window@example.com';
    await expect(
      provider.db.transaction(async (tx) => {
        for (let i = 0; i < 5; i++) await sendMail(tx, mail('email-verification', to));
        throw new Error('the work that caused the mails failed');
      }),
    ).rejects.toThrow('failed');
    for (let i = 0; i < 5; i++) expect(await sendMail(provider.db, mail('email-verification', to))).toBe(true);
    expect(await sendMail(provider.db, mail('email-verification', to))).toBe(false);
    await provider.db.query(
      "update mail_outbox set created_at = now() - interval '61 minutes' where recipient_key = $1 and id in (select min(id) from mail_outbox where recipient_key = $1)",
      [to],
    );
    expect(await sendMail(provider.db, mail('email-verification', to))).toBe(true);
  });

  it('are configurable (MAIL_PER_RECIPIENT_PER_HOUR, MAIL_PER_RECIPIENT_TOTAL_PER_HOUR)', async () => {
    setMailLimits({ perKindPerHour: 2, totalPerHour: 3 });
    try {
      const to = 'cap-configured@example.com';
      const sent = [];
      for (const kind of ['statement', 'statement', 'statement', 'password-reset', 'contact-receipt'] as const) {
        sent.push(await sendMail(provider.db, mail(kind, to)));
      }
      expect(sent).toEqual([true, true, false, true, false]);
    } finally {
      setMailLimits(DEFAULT_MAIL_LIMITS);
    }
  });
});

describe('contact messages past the cap', () => {
  it('are all stored and mailed to customer care; the sender’s inbox gets 5 receipts; every answer is the same 201', async () => {
    const api = providerRequests(provider);
    const client = await api.client();
    const sender = 'writes-a-lot@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await api.post('/api/v1/contact-us', client, {
        topic: 'Lost My Card',
        name: 'Ann Writer',
        emailAddress: sender,
        phoneNumber: '876-555-0100',
        message: `Message number ${i + 1} about my points.`,
        captchaToken: await api.captchaToken(client),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201]);
    const stored = await provider.db.query<{ count: string | number }>(
      'select count(*) as count from contact_messages where email_address = $1',
      [sender],
    );
    expect(Number(stored.rows[0]?.count)).toBe(7);
    const care = await provider.db.query<{ count: string | number }>(
      "select count(*) as count from mail_outbox where kind = 'contact-message' and text_body like $1",
      [`%${sender}%`],
    );
    expect(Number(care.rows[0]?.count)).toBe(7);
    expect(await api.mailCount(sender, 'contact-receipt')).toBe(5);
  }, 60_000);
});
