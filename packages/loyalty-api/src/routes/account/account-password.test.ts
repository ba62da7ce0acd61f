import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-members.ts';
import { providerRequests, tokenInMail } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
let client: string;
beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
  client = await api.client();
});
afterAll(() => provider.close());

const resetLinkFor = async (emailAddress: string): Promise<string> => {
  await api.post('/api/v1/account/password/reset', client, { emailAddress });
  const mail = await api.latestMail(emailAddress, 'password-reset');
  expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[a-z0-9]{32}\b/);
  return tokenInMail(mail!.text);
};

describe('POST /api/v1/account/password/reset', () => {
  it('answers every address the same, and mails only a member', async () => {
    const known = await api.post('/api/v1/account/password/reset', client, { emailAddress: 'Incomplete@Example.com' });
    const unknown = await api.post('/api/v1/account/password/reset', client, { emailAddress: 'stranger@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(await api.mailCount('incomplete@example.com', 'password-reset')).toBe(1);
    expect(await api.mailCount('stranger@example.com')).toBe(0);
  });

  it('refuses a malformed address', async () => {
    const response = await api.post('/api/v1/account/password/reset', client, { emailAddress: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ field: 'emailAddress', message: 'Invalid email' });
  });
});

describe('POST /api/v1/account/password/apply', () => {
  it('sets the new password once, ends every session, and confirms by e-mail', async () => {
    const session = await api.login('20000004');
    const token = await resetLinkFor('incomplete@example.com');
    const applied = await api.post('/api/v1/account/password/apply', client, { token, password: 'New-Harbour-2026' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ status: 'password-changed' });

    expect((await api.get('/api/v1/account/points', session)).statusCode).toBe(401);
    expect(
      (await api.token({ grant_type: 'password', username: '20000004', password: DEMO_PASSWORD })).statusCode,
    ).toBe(400);
    await api.login('20000004', 'New-Harbour-2026');
    expect(await api.mailCount('incomplete@example.com', 'password-changed')).toBe(1);

    const again = await api.post('/api/v1/account/password/apply', client, { token, password: 'Another-Pass-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].message).toBe(
      'This password reset link has expired or has already been used. Please ask for a new one.',
    );
  });

  it('keeps the link working when the new password breaks the rule', async () => {
    const token = await resetLinkFor('member@example.com');
    const weak = await api.post('/api/v1/account/password/apply', client, { token, password: 'weakpassword' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toEqual({ field: 'password', message: 'Invalid input' });
    const good = await api.post('/api/v1/account/password/apply', client, { token, password: 'Strong-Pass-2026' });
    expect(good.statusCode).toBe(200);
  });

  it('refuses an expired link, and verifies a pending member whose link proved the address', async () => {
    const expired = await resetLinkFor('pending@example.com');
    await provider.db.query(
      "update member_tokens set expires_at = now() - interval '1 second' where purpose = 'password-reset'",
    );
    const late = await api.post('/api/v1/account/password/apply', client, {
      token: expired,
      password: 'Strong-Pass-2026',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('invalid_link');

    await provider.db.query("delete from mail_outbox where to_address = 'pending@example.com'");
    const token = await resetLinkFor('pending@example.com');
    await api.post('/api/v1/account/password/apply', client, { token, password: 'Strong-Pass-2026' });
    const session = await api.login('pending@example.com', 'Strong-Pass-2026');
    expect((await api.get('/api/v1/account/spoonity-user-info', session)).json().verified).toBe(true);
  });
});
