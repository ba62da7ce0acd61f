import { configureApiClient } from '@portal/api-client/http';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCaptchaChallenge, verifyCaptcha } from './captcha.ts';
import { sendContactMessage } from './contact.ts';

const BASE = 'http://portal.test';
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  configureApiClient({ baseUrl: BASE, isMemberSession: () => false, isOnLoginPage: () => false });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const challenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: 'ab12',
    salt: 'cd34',
    cost: 1000,
    keyLength: 32,
    keyPrefix: '00ff',
    keySignature: 'ee',
    expiresAt: 1_900_000_000,
    data: { note: 'kept' },
  },
  signature: 'ff00',
};

describe('captcha and contact calls', () => {
  it('keeps every signed challenge parameter, even ones the schema does not name', async () => {
    server.use(http.get(`${BASE}/api/v1/captcha/challenge`, () => HttpResponse.json(challenge)));
    expect(await getCaptchaChallenge()).toEqual(challenge);
  });

  it('trades a payload for a captcha token, then sends the message with it', async () => {
    const seen: unknown[] = [];
    server.use(
      http.post(`${BASE}/api/v1/verify-captcha`, async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ captchaToken: 'tok_123', expiresAt: '2026-11-22T12:10:00.000Z' });
      }),
      http.post(`${BASE}/api/v1/contact-us`, async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json({ reference: 'CM-000042' }, { status: 201 });
      }),
    );
    const { captchaToken } = await verifyCaptcha('eyJ9');
    const message = {
      topic: 'General Comment',
      name: 'Simone Campbell',
      emailAddress: 'member@example.com',
      phoneNumber: null,
      message: 'The new site is lovely.',
      captchaToken,
    };
    expect(await sendContactMessage(message)).toEqual({ reference: 'CM-000042' });
    expect(seen).toEqual([{ payload: 'eyJ9' }, message]);
  });

  it("rejects with the provider's error body (requirements §20.2)", async () => {
    server.use(
      http.post(`${BASE}/api/v1/verify-captcha`, () =>
        HttpResponse.json(
          { code: 'captcha_reused', message: 'That security check was already used.' },
          { status: 400 },
        ),
      ),
    );
    await expect(verifyCaptcha('eyJ9')).rejects.toEqual({
      status: 400,
      code: 'captcha_reused',
      message: 'That security check was already used.',
    });
  });
});
