import { DeletionTokenSchema } from '@portal/contracts/provider/account';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-members.ts';
import { providerRequests } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
});
afterAll(() => provider.close());

const deletionToken = async (session: string, password = DEMO_PASSWORD) =>
  api.post('/api/v1/account/deletion-token', session, { password });

describe('POST /api/v1/account/deletion-token', () => {
  it('needs the member’s password, and a wrong one is a field error, not an ended session', async () => {
    const session = await api.login('20000004');
    const wrong = await deletionToken(session, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'incorrect_password',
      errors: [{ field: 'password', message: 'That password is not correct.' }],
    });
    const right = await deletionToken(session);
    expect(right.statusCode).toBe(200);
    const issued = v.parse(DeletionTokenSchema, right.json());
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('stops guessing after five wrong passwords', async () => {
    const session = await api.login('20000002');
    for (let i = 0; i < 5; i++) expect((await deletionToken(session, `wrong-${i}`)).statusCode).toBe(400);
    expect((await deletionToken(session)).statusCode).toBe(429);
  });
});

describe('DELETE /api/v1/account', () => {
  it('needs a fresh token and the member’s own account number', async () => {
    const session = await api.login('20000004');
    const { token } = (await deletionToken(session)).json();
    expect((await api.delete(`/api/v1/account?token=${token}&cardNumber=20000001`, session)).statusCode).toBe(400);
    expect((await api.delete(`/api/v1/account?token=${'a'.repeat(32)}&cardNumber=20000004`, session)).statusCode).toBe(
      400,
    );
    expect((await api.delete('/api/v1/account?cardNumber=20000004', session)).statusCode).toBe(400);
    await provider.db.query(
      "update member_tokens set expires_at = now() - interval '1 second' where purpose = 'account-deletion'",
    );
    expect((await api.delete(`/api/v1/account?token=${token}&cardNumber=20000004`, session)).statusCode).toBe(400);
    expect((await api.get('/api/v1/account/points', session)).statusCode).toBe(200);
  });

  it('deletes the account: its sessions die, sign-in fails, personal data and cards are gone', async () => {
    const session = await api.login('20000001');
    const other = await api.login('member@example.com');
    const { token } = (await deletionToken(session)).json();
    const response = await api.delete(`/api/v1/account?token=${token}&cardNumber=20000001`, session);
    expect(response.statusCode).toBe(204);

    expect((await api.get('/api/v1/account/points', session)).statusCode).toBe(401);
    expect((await api.get('/api/v1/account/points', other)).statusCode).toBe(401);
    for (const username of ['20000001', 'member@example.com']) {
      const login = await api.token({ grant_type: 'password', username, password: DEMO_PASSWORD });
      expect(login.statusCode).toBe(400);
    }
    const row = await provider.db.query<Record<string, unknown>>(
      "select email_address, first_name, phone_number, points, deleted_at from members where account_number = '20000001'",
    );
    expect(row.rows[0]).toMatchObject({ email_address: null, first_name: null, phone_number: null, points: 0 });
    expect(row.rows[0]?.deleted_at).not.toBeNull();
    const cards = await provider.db.query("select 1 from linked_cards where customer_number = '10023455'");
    expect(cards.rows).toHaveLength(0);
    expect(await api.mailCount('member@example.com', 'account-deleted')).toBe(1);

    // The address is free for a new registration.
    const client = await api.client();
    await api.register(client, {
      prefix: null,
      firstName: 'Simone',
      lastName: 'Campbell',
      emailAddress: 'member@example.com',
      phoneNumber: '8765550142',
      birthdate: '1986-07-22',
      gender: null,
      password: 'Fresh-Start-2026',
      termsAccepted: true,
    });
    expect(await api.mailCount('member@example.com', 'email-verification')).toBe(1);
  });
});
