import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TOKEN_TTL_MS, createCaptchaService } from '../../captcha/captcha-service.ts';
import { DEMO_PASSWORD } from '../../seed/demo-members.ts';
import { solvedPayload } from '../../testing/captcha-solver.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let clientToken: string;
let memberToken: string;

const grant = async (form: string): Promise<string> =>
  (
    await provider.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: provider.basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    })
  ).json().access_token;

beforeAll(async () => {
  provider = await startTestProvider();
  clientToken = await grant('grant_type=client_credentials');
  memberToken = await grant(`grant_type=password&username=20000001&password=${encodeURIComponent(DEMO_PASSWORD)}`);
});
afterAll(() => provider.close());

/** A captcha token earned the way the browser earns one: challenge, solve, verify. */
async function captchaToken(bearer = clientToken): Promise<string> {
  const challenge = (
    await provider.app.inject({ url: '/api/v1/captcha/challenge', headers: { authorization: `Bearer ${bearer}` } })
  ).json();
  const verified = await provider.app.inject({
    method: 'POST',
    url: '/api/v1/verify-captcha',
    headers: { authorization: `Bearer ${bearer}` },
    payload: { payload: await solvedPayload(challenge) },
  });
  return verified.json().captchaToken;
}

const message = {
  topic: 'Lost My Card',
  name: 'Marcia Brown',
  emailAddress: 'marcia.brown@example.com',
  phoneNumber: '876-555-0100',
  message: 'I left my card at the Ocho Rios store on Saturday. Can I get a new one?',
};
const send = (body: unknown, bearer = clientToken) =>
  provider.app.inject({
    method: 'POST',
    url: '/api/v1/contact-us',
    headers: { authorization: `Bearer ${bearer}` },
    payload: body as Record<string, unknown>,
  });
const mailbox = async (to: string) =>
  (await provider.app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(to)}` })).json() as Array<{
    kind: string;
    subject: string;
    text: string;
  }>;
const count = async (): Promise<number> =>
  Number((await provider.db.query<{ n: string }>('select count(*) as n from contact_messages')).rows[0]?.n);

describe('POST /api/v1/contact-us', () => {
  it('refuses a message without a valid captcha token, and stores and sends nothing', async () => {
    const before = await count();
    for (const captchaToken of ['made-up-token', 'A'.repeat(43)]) {
      const response = await send({ ...message, captchaToken });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('captcha_required');
    }
    const missing = await send(message);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'captchaToken' }] });
    expect(await count()).toBe(before);
    expect(await mailbox(message.emailAddress)).toEqual([]);
  });

  it('names no internal pattern and echoes no input in its validation messages', async () => {
    for (const captchaToken of ['not a token!', '<script>', 'x'.repeat(200)]) {
      const response = await send({ ...message, captchaToken });
      expect(response.statusCode).toBe(400);
      const body = response.body;
      expect(body, captchaToken).not.toMatch(/Expected|\/\^|\$\/|received/);
      expect(body).not.toContain(captchaToken.slice(0, 20));
      expect(response.json()).toMatchObject({ errors: [{ field: 'captchaToken', message: 'Invalid input' }] });
    }
  });

  it("stores a visitor's message, mails it to customer care and a receipt to the sender", async () => {
    const response = await send({ ...message, captchaToken: await captchaToken() });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^CM-\d{6}$/);

    const stored = await provider.db.query(
      'select member_id, topic, name, email_address, phone_number, message from contact_messages order by id desc limit 1',
    );
    expect(stored.rows[0]).toEqual({
      member_id: null,
      topic: 'Lost My Card',
      name: 'Marcia Brown',
      email_address: 'marcia.brown@example.com',
      phone_number: '8765550100',
      message: message.message,
    });

    const [care] = await mailbox('customercare@islandrewards.jm');
    expect(care).toMatchObject({ kind: 'contact-message', subject: `[${reference}] Lost My Card — Marcia Brown` });
    expect(care?.text).toContain(message.message);
    expect(care?.text).toContain('marcia.brown@example.com (reply to this address)');
    expect(care?.text).toContain('876-555-0100');
    expect(care?.text).toContain('not signed in');

    const [receipt] = await mailbox(message.emailAddress);
    expect(receipt).toMatchObject({ kind: 'contact-receipt', subject: `We received your message (${reference})` });
    expect(receipt?.text).toContain('"Lost My Card"');
    // The receipt never carries the free text (no relaying of anyone's words to anyone).
    expect(receipt?.text).not.toContain('Ocho Rios');
  });

  it('spends the token: the same token cannot send a second message', async () => {
    const token = await captchaToken();
    expect((await send({ ...message, captchaToken: token })).statusCode).toBe(201);
    const again = await send({ ...message, message: 'And another thing about my card…', captchaToken: token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'captcha_required',
      message: 'The security check has run out or was already used. Please tick it again and send.',
    });
  });

  it('records the signed-in member who wrote', async () => {
    const response = await send(
      {
        ...message,
        name: 'Simone Campbell',
        emailAddress: 'member@example.com',
        phoneNumber: null,
        captchaToken: await captchaToken(memberToken),
      },
      memberToken,
    );
    expect(response.statusCode).toBe(201);
    const stored = await provider.db.query<{ account_number: string; phone_number: string | null }>(
      `select m.account_number, c.phone_number from contact_messages c join members m on m.id = c.member_id
        order by c.id desc limit 1`,
    );
    expect(stored.rows[0]).toEqual({ account_number: '20000001', phone_number: null });
    const [care] = await mailbox('customercare@islandrewards.jm');
    expect(care?.text).toContain('20000001 (signed in when writing)');
    expect(care?.text).toContain('Phone:     not given');
  });

  it('validates every field with the requirements’ messages, without spending the token', async () => {
    const token = await captchaToken();
    const response = await send({
      topic: 'Free money',
      name: '',
      emailAddress: 'marcia@',
      phoneNumber: '555',
      message: 'Hi',
      captchaToken: token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'topic', message: 'Invalid input' },
      { field: 'name', message: 'This field is required' },
      { field: 'emailAddress', message: 'Invalid email' },
      { field: 'phoneNumber', message: 'Invalid input' },
      { field: 'message', message: 'This field has minimum length of 10' },
    ]);
    // Any bank's name in the partner-bank topic: the provider does not know the configured one.
    expect(
      (await send({ ...message, topic: 'Linking of a First Global Bank Credit Card', captchaToken: token })).statusCode,
    ).toBe(201);
  });

  it('refuses a token after its time is up', async () => {
    const token = await captchaToken();
    const later = createCaptchaService({ db: provider.db, now: () => Date.now() + CAPTCHA_TOKEN_TTL_MS + 1_000 });
    expect(await provider.db.transaction((tx) => later.spendToken(tx, token))).toBe(false);
    expect((await send({ ...message, captchaToken: token })).statusCode).toBe(201);
  });
});
