import { FieldCheckSchema, RegisterResponseSchema } from '@portal/contracts/provider/registration';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const registration = (overrides: Record<string, unknown> = {}) => ({
  prefix: 'Miss',
  firstName: 'Tanisha',
  lastName: 'Brown',
  emailAddress: 'tanisha.brown@example.com',
  phoneNumber: '8765550111',
  birthdate: '1995-03-08',
  gender: 'Female',
  password: 'Blue-Mountain-42',
  termsAccepted: true,
  registrationSource: 'in-store-flyer',
  ...overrides,
});

describe('POST /api/v1/account/register', () => {
  it('creates a pending member who cannot sign in until the e-mailed link verifies them', async () => {
    const response = await api.register(client, registration());
    expect(response.statusCode).toBe(202);
    expect(v.parse(RegisterResponseSchema, response.json())).toEqual({
      status: 'verification-sent',
      emailAddress: 'tanisha.brown@example.com',
    });

    const row = await provider.db.query<{
      account_number: string;
      verified: boolean;
      login_enabled: boolean;
      registration_source: string;
    }>(
      "select account_number, verified, login_enabled, registration_source from members where email_address = 'tanisha.brown@example.com'",
    );
    expect(row.rows[0]).toMatchObject({ verified: false, login_enabled: false, registration_source: 'in-store-flyer' });
    expect(row.rows[0]?.account_number).toMatch(/^21\d{6}$/);

    const locked = await api.token({
      grant_type: 'password',
      username: 'tanisha.brown@example.com',
      password: 'Blue-Mountain-42',
    });
    expect(locked.statusCode).toBe(401);

    const mail = await api.latestMail('tanisha.brown@example.com', 'email-verification');
    expect(mail?.text).toContain(`Your Island Rewards number is ${row.rows[0]?.account_number}`);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify\?token=[a-z0-9]{32}\b/);
    const token = tokenInMail(mail!.text);

    const verified = await api.get(`/api/v1/account/verify-email?token=${token}`, client);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: 'verified' });
    const session = await api.login('tanisha.brown@example.com', 'Blue-Mountain-42');
    const account = (await api.get('/api/v1/account/spoonity-user-info', session)).json();
    expect(account).toMatchObject({ type: 'user', verified: true, firstName: 'Tanisha', phoneNumber: '8765550111' });

    // The link works once.
    const again = await api.get(`/api/v1/account/verify-email?token=${token}`, client);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_link',
      message: 'Your account could not be verified. Please try the link again',
    });
  });

  it('answers a taken address exactly like a new one, and tells the owner instead', async () => {
    const before = await api.mailCount('member@example.com', 'account-exists');
    const response = await api.register(
      client,
      registration({ emailAddress: 'MEMBER@example.com', firstName: 'Someone' }),
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'verification-sent', emailAddress: 'MEMBER@example.com' });
    expect(await api.mailCount('member@example.com', 'account-exists')).toBe(before + 1);
    const count = await provider.db.query<{ count: string }>(
      "select count(*) as count from members where lower(email_address) = 'member@example.com'",
    );
    expect(Number(count.rows[0]?.count)).toBe(1);
  });

  it('sends a fresh link when the address belongs to a registration still waiting for verification', async () => {
    await api.register(client, registration({ emailAddress: 'waiting@example.com' }));
    const first = tokenInMail((await api.latestMail('waiting@example.com', 'email-verification'))!.text);
    await api.register(client, registration({ emailAddress: 'waiting@example.com' }));
    const second = tokenInMail((await api.latestMail('waiting@example.com', 'email-verification'))!.text);
    expect(second).not.toBe(first);
    // Only the newest link works.
    expect((await api.get(`/api/v1/account/verify-email?token=${first}`, client)).statusCode).toBe(400);
    expect((await api.get(`/api/v1/account/verify-email?token=${second}`, client)).statusCode).toBe(200);
  });

  it('refuses bad fields with the requirements’ messages, field by field', async () => {
    const response = await api.register(
      client,
      registration({
        emailAddress: '20000003@guest.islandrewards.jm',
        phoneNumber: '9545550142',
        password: 'password',
        termsAccepted: false,
      }),
    );
    expect(response.statusCode).toBe(400);
    // The first message of each field is the one a form shows.
    const errors: Record<string, string> = {};
    for (const error of response.json().errors as Array<{ field: string; message: string }>) {
      errors[error.field] ??= error.message;
    }
    expect(errors).toEqual({
      emailAddress: 'Please use your own e-mail address',
      phoneNumber: 'Invalid input',
      password: 'This field has minimum length of 12',
      termsAccepted: 'Please accept the terms and conditions to continue',
    });
  });

  it('needs a token, and takes no unknown fields', async () => {
    const anonymous = await provider.app.inject({
      method: 'POST',
      url: '/api/v1/account/register',
      payload: registration(),
    });
    expect(anonymous.statusCode).toBe(401);
    const extra = await api.register(client, registration({ type: 'guest', verified: true }));
    expect(extra.statusCode).toBe(400);
  });

  it('needs a captcha token, spent once: none, a made-up or a reused one creates nobody', async () => {
    const fields = registration({ emailAddress: 'no.robot@example.com' });
    const count = async () =>
      Number(
        (
          await provider.db.query<{ count: string }>(
            "select count(*) as count from members where email_address = 'no.robot@example.com'",
          )
        ).rows[0]?.count,
      );
    const without = await api.post('/api/v1/account/register', client, fields);
    expect(without.statusCode).toBe(400);
    const madeUp = await api.post('/api/v1/account/register', client, { ...fields, captchaToken: 'A'.repeat(43) });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().code).toBe('captcha_required');

    const captchaToken = await api.captchaToken(client);
    expect((await api.post('/api/v1/account/register', client, { ...fields, captchaToken })).statusCode).toBe(202);
    const reused = await api.post('/api/v1/account/register', client, {
      ...fields,
      emailAddress: 'no.robot.again@example.com',
      captchaToken,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('captcha_required');
    expect(await count()).toBe(1);
  });
});

describe('POST validate/phone-number and validate/email', () => {
  it('checks a phone number and gives it back canonical', async () => {
    const good = await api.post('/api/v1/account/validate/phone-number', client, { phoneNumber: '+1 (876) 555-0142' });
    expect(v.parse(FieldCheckSchema, good.json())).toEqual({ valid: true, value: '8765550142', message: null });
    const bad = await api.post('/api/v1/account/validate/phone-number', client, { phoneNumber: '305 555 0142' });
    expect(bad.json()).toEqual({ valid: false, value: null, message: 'Invalid input' });
  });

  it('checks an address without telling whether it is taken', async () => {
    const taken = await api.post('/api/v1/account/validate/email', client, { emailAddress: 'member@example.com' });
    const free = await api.post('/api/v1/account/validate/email', client, { emailAddress: 'nobody.yet@example.com' });
    expect(taken.json()).toEqual({ valid: true, value: 'member@example.com', message: null });
    expect(free.json()).toEqual({ valid: true, value: 'nobody.yet@example.com', message: null });
    const guest = await api.post('/api/v1/account/validate/email', client, {
      emailAddress: 'x1@guest.islandrewards.jm',
    });
    expect(guest.json()).toEqual({ valid: false, value: null, message: 'Please use your own e-mail address' });
    const malformed = await api.post('/api/v1/account/validate/email', client, { emailAddress: 'not-an-address' });
    expect(malformed.json()).toMatchObject({ valid: false, message: 'Invalid email' });
  });
});

describe('POST /api/v1/account/email-verification', () => {
  it('sends a new link to a pending member, and answers every address the same', async () => {
    const pending = await api.post('/api/v1/account/email-verification', client, {
      emailAddress: 'pending@example.com',
    });
    const unknown = await api.post('/api/v1/account/email-verification', client, {
      emailAddress: 'nobody@example.com',
    });
    const verified = await api.post('/api/v1/account/email-verification', client, {
      emailAddress: 'member@example.com',
    });
    for (const response of [pending, unknown, verified]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'accepted' });
    }
    expect(await api.mailCount('pending@example.com', 'email-verification')).toBe(1);
    expect(await api.mailCount('nobody@example.com')).toBe(0);
    expect(await api.mailCount('member@example.com', 'email-verification')).toBe(0);
  });

  it('sends at most five an hour to one address (mail/mail-throttle.ts)', async () => {
    for (let i = 0; i < 7; i++) {
      await api.post('/api/v1/account/email-verification', client, { emailAddress: 'pending@example.com' });
    }
    expect(await api.mailCount('pending@example.com', 'email-verification')).toBe(5);
  });

  it('refuses an expired link', async () => {
    await provider.db.query("delete from mail_outbox where to_address = 'pending@example.com'");
    await api.post('/api/v1/account/email-verification', client, { emailAddress: 'pending@example.com' });
    const token = tokenInMail((await api.latestMail('pending@example.com', 'email-verification'))!.text);
    await provider.db.query(
      "update member_tokens set expires_at = now() - interval '1 second' where purpose = 'email-verification' and used_at is null",
    );
    expect((await api.get(`/api/v1/account/verify-email?token=${token}`, client)).statusCode).toBe(400);
    expect((await api.get('/api/v1/account/verify-email?token=NOT-A-TOKEN', client)).statusCode).toBe(400);
  });
});
