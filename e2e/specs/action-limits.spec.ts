import type { APIRequestContext } from '@playwright/test';
import { solvedPayload } from '@portal/loyalty-api/testing/captcha-solver';
import { uniqueEmail } from '../support/account.ts';
import { clientBasicAuth, type ExtraProcess, startExtraProvider, startExtraShell } from '../support/extra-portal.ts';
import { EXTRA_PORTS } from '../support/ports.ts';
import { expect, test } from '../support/test.ts';

/**
 * The BFF's limits on guarded actions hold end to end, with the
 * per-address limits ON (the main e2e shell runs with ACTION_LIMITS_PER_ADDRESS=false, every test
 * being 127.0.0.1). A shell of its own, in front of a provider of its own whose request log
 * (LOG_LEVEL=debug: a line per request received) and dev mailbox the tests read: what was stored
 * and mailed, and what reached the provider at all — never only the HTTP statuses.
 */
const SHELL_URL = `http://localhost:${EXTRA_PORTS.limitsShell}`;
const CUSTOMER_CARE = 'customercare@islandrewards.jm';
const HEADERS = { origin: SHELL_URL, 'x-portal-request': '1' };

let provider: ExtraProcess | undefined;
let shell: ExtraProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  provider = await startExtraProvider({ PUBLIC_ORIGIN: SHELL_URL, LOG_LEVEL: 'debug' }, EXTRA_PORTS.limitsProvider);
  shell = await startExtraShell('limitsShell', {
    PROVIDER_URL: provider.url,
    ACTION_LIMITS_PER_ADDRESS: 'true',
    // The test is the proxy for the IPv6 clients it names in X-Forwarded-For; without a header,
    // a request is the loopback address it comes from.
    TRUSTED_PROXIES: '127.0.0.1,::1',
  });
});

test.afterAll(async () => {
  await shell?.stop();
  await provider?.stop();
});

/**
 * How many `method url` requests the provider has received (its debug log's "incoming request"
 * lines). The log reaches this process through a pipe a moment after the answer does: the tests
 * read it with `expect.poll`, which waits for the count.
 */
function received(method: string, url: string): number {
  return (provider?.output() ?? '')
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"incoming request"'))
    .map((line) => JSON.parse(line) as { req?: { method?: string; url?: string } })
    .filter((line) => line.req?.method === method && line.req.url === url).length;
}

interface Mail {
  kind: string;
  to: string;
  text: string;
}

/** The provider's dev mailbox: what it queued to send, newest first (up to 200). */
async function mailbox(request: APIRequestContext, query: { to?: string; kind?: string } = {}): Promise<Mail[]> {
  const response = await request.get(`${provider?.url}/dev/mailbox.json`, { params: { ...query, limit: '200' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Mail[];
}

/** A captcha token earned through the limits shell, as the contact form earns one. */
async function captchaToken(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get(`${SHELL_URL}/api/v1/captcha/challenge`)).json();
  const verified = await request.post(`${SHELL_URL}/api/v1/verify-captcha`, {
    headers: HEADERS,
    data: { payload: await solvedPayload(challenge) },
  });
  expect(verified.status()).toBe(200);
  return (await verified.json()).captchaToken;
}

test('26 contact messages from one address: 20 reach the provider, 20 stored and mailed, 6 refused with Retry-After', async ({
  request,
}) => {
  test.slow();
  // Each message a visitor could really send: its own reply address and a solved captcha.
  const tag = uniqueEmail('contact-flood').split('@')[0] ?? 'contact-flood';
  const senders = Array.from({ length: 26 }, (_, i) => `${tag}.${i}@example.com`);
  // Solved side by side: each proof of work waits on the crypto thread pool.
  const tokens = await Promise.all(senders.map(() => captchaToken(request)));
  const before = received('POST', '/api/v1/contact-us');

  const answers = [];
  for (const [i, sender] of senders.entries()) {
    const answer = await request.post(`${SHELL_URL}/api/v1/contact-us`, {
      headers: HEADERS,
      data: {
        topic: 'Account Balance',
        name: 'Flood Tester',
        emailAddress: sender,
        phoneNumber: '876-555-0100',
        message: `Points missing, message ${i + 1} of ${tag}.`,
        captchaToken: tokens[i],
      },
    });
    answers.push({ status: answer.status(), retryAfter: answer.headers()['retry-after'], body: await answer.text() });
  }
  expect(answers.map((answer) => answer.status)).toEqual([...Array(20).fill(201), ...Array(6).fill(429)]);
  for (const refused of answers.slice(20)) {
    expect(JSON.parse(refused.body).code).toBe('rate_limited');
    expect(Number(refused.retryAfter)).toBeGreaterThan(3_000);
  }
  // Where it lands: 20 requests at the provider, 20 messages stored (each mails customer care in
  // the transaction that stores it), 20 receipts, and nothing for the six refused.
  await expect.poll(() => received('POST', '/api/v1/contact-us') - before).toBe(20);
  const care = (await mailbox(request, { to: CUSTOMER_CARE, kind: 'contact-message' })).filter((mail) =>
    mail.text.includes(tag),
  );
  expect(care).toHaveLength(20);
  const receipts = (await mailbox(request, { kind: 'contact-receipt' })).filter((mail) => mail.to.startsWith(tag));
  expect(receipts.map((mail) => mail.to).sort()).toEqual(senders.slice(0, 20).sort());
});

test('9 password resets and 9 verification e-mails for one account: 5 of each reach the provider and at most 5 are mailed', async ({
  request,
}) => {
  const attempts = async (path: string, emailAddress: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      // One inbox, however it is spelled.
      const spelled = i % 3 === 1 ? emailAddress.toUpperCase() : emailAddress;
      const answer = await request.post(`${SHELL_URL}/api/v1/${path}`, {
        headers: HEADERS,
        data: { emailAddress: spelled },
      });
      statuses.push(answer.status());
    }
    return statuses;
  };
  // Demo members of this spec's own provider: a verified one, and one still waiting to verify.
  const resetsBefore = received('POST', '/api/v1/account/password/reset');
  expect(await attempts('account/password/reset', 'member@example.com')).toEqual([
    ...Array(5).fill(202),
    ...Array(4).fill(429),
  ]);
  await expect.poll(() => received('POST', '/api/v1/account/password/reset') - resetsBefore).toBe(5);

  const verificationsBefore = received('POST', '/api/v1/account/email-verification');
  expect(await attempts('account/email-verification', 'awaiting@example.com')).toEqual([
    ...Array(5).fill(202),
    ...Array(4).fill(429),
  ]);
  await expect.poll(() => received('POST', '/api/v1/account/email-verification') - verificationsBefore).toBe(5);

  // The provider mails resets in the background: wait for the five, then check no more came.
  await expect
    .poll(async () => (await mailbox(request, { to: 'member@example.com', kind: 'password-reset' })).length)
    .toBe(5);
  expect(await mailbox(request, { to: 'awaiting@example.com', kind: 'email-verification' })).toHaveLength(5);
});

test('25 forgot-password calls from one IPv6 /64 behind the proxy: 20 reach the provider, the rest are 429', async ({
  request,
}) => {
  const before = received('POST', '/api/v1/account/password/reset');
  const statuses: number[] = [];
  for (let i = 1; i <= 25; i++) {
    const answer = await request.post(`${SHELL_URL}/api/v1/account/password/reset`, {
      headers: { ...HEADERS, 'x-forwarded-for': `2001:db8:28:7::${i.toString(16)}` },
      data: { emailAddress: uniqueEmail('ipv6-client') },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([...Array(20).fill(202), ...Array(5).fill(429)]);
  // Another /64 is another client.
  const neighbour = await request.post(`${SHELL_URL}/api/v1/account/password/reset`, {
    headers: { ...HEADERS, 'x-forwarded-for': '2001:db8:28:8::1' },
    data: { emailAddress: uniqueEmail('ipv6-neighbour') },
  });
  expect(neighbour.status()).toBe(202);
  await expect.poll(() => received('POST', '/api/v1/account/password/reset') - before).toBe(21);
});

test('straight to the provider, bypassing the BFF: one inbox still gets at most 5 verification mails an hour', async ({
  request,
}) => {
  const token = await request.post(`${provider?.url}/oauth/token`, {
    headers: { authorization: clientBasicAuth() },
    form: { grant_type: 'client_credentials' },
  });
  expect(token.status()).toBe(200);
  const bearer = (await token.json()).access_token as string;
  // A demo member of this spec's provider waiting to verify, whom no other test here mails.
  for (let i = 0; i < 8; i++) {
    const answer = await request.post(`${provider?.url}/api/v1/account/email-verification`, {
      headers: { authorization: `Bearer ${bearer}` },
      data: { emailAddress: i % 2 === 0 ? 'pending@example.com' : 'Pending@Example.com' },
    });
    // The same answer every time: nobody learns whether a mail went out.
    expect(answer.status()).toBe(202);
    expect(await answer.json()).toEqual({ status: 'accepted' });
  }
  // All eight reached the provider (no BFF in the way); it answers once the mail is queued or not.
  await expect.poll(() => received('POST', '/api/v1/account/email-verification')).toBeGreaterThanOrEqual(8);
  expect(await mailbox(request, { to: 'pending@example.com', kind: 'email-verification' })).toHaveLength(5);
});
