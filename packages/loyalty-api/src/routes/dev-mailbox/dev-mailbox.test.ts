import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail } from '../../mail/outbox.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
  // Only this test's mail: the sweep at start has e-mailed the seeded birthday member her treat.
  await provider.db.query('delete from mail_outbox');
  await sendMail(provider.db, {
    kind: 'password-reset',
    to: 'Member@Example.com',
    subject: 'Reset',
    text: 'Go to http://localhost:3000/reset-password?token=abc',
  });
  await sendMail(provider.db, {
    kind: 'contact-message',
    to: 'care@islandrewards.jm',
    subject: '<b>Hi</b>',
    text: 'Hello',
  });
});
afterAll(() => provider.close());

describe('dev mailbox', () => {
  it('lists mail newest first as JSON, filtered by recipient (any case) and kind', async () => {
    const all = (await provider.app.inject({ url: '/dev/mailbox.json' })).json();
    expect(all.map((mail: { subject: string }) => mail.subject)).toEqual(['<b>Hi</b>', 'Reset']);
    const mine = (await provider.app.inject({ url: '/dev/mailbox.json?to=member@example.com' })).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'password-reset',
      to: 'Member@Example.com',
      text: expect.stringContaining('token=abc'),
    });
    expect((await provider.app.inject({ url: '/dev/mailbox.json?kind=contact-message' })).json()).toHaveLength(1);
  });

  it('shows a page with working links and escaped content', async () => {
    const page = await provider.app.inject({ url: '/dev/mailbox' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<a href="http://localhost:3000/reset-password?token=abc">');
    expect(page.body).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Hi</b>');
  });
});

describe('dev mailbox switched off (the default without DEV_MAILBOX=true)', () => {
  it('does not exist', async () => {
    const closed = await startTestProvider({ devMailbox: false, seed: false });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        expect((await closed.app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await closed.close();
    }
  }, 60_000);
});
