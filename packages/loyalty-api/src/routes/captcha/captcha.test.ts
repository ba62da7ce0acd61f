import type { CaptchaChallenge } from '@portal/contracts/provider/captcha';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS, captchaServiceFor, createCaptchaService } from '../../captcha/captcha-service.ts';
import { encodePayload, solvedPayload } from '../../testing/captcha-solver.ts';
import { TEST_CAPTCHA_DIFFICULTY } from '../../testing/test-captcha-difficulty.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let clientToken: string;
beforeAll(async () => {
  // The default work, as deployed (other tests' providers ask for less: TEST_CAPTCHA_DIFFICULTY).
  provider = await startTestProvider({ captchaDifficulty: undefined });
  const response = await provider.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: provider.basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });
  clientToken = response.json().access_token;
});
afterAll(() => provider.close());

const challenge = async (): Promise<CaptchaChallenge> => {
  const response = await provider.app.inject({
    url: '/api/v1/captcha/challenge',
    headers: { authorization: `Bearer ${clientToken}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
};
const verify = (payload: string) =>
  provider.app.inject({
    method: 'POST',
    url: '/api/v1/verify-captcha',
    headers: { authorization: `Bearer ${clientToken}` },
    payload: { payload },
  });

describe('GET /api/v1/captcha/challenge', () => {
  it('issues a signed PBKDF2 challenge that expires, to visitors and members alike', async () => {
    const issued = await challenge();
    expect(issued.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    expect(issued.parameters.keySignature).toMatch(/^[0-9a-f]+$/);
    expect(issued.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (issued.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(ttl).toBeGreaterThan(CHALLENGE_TTL_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(CHALLENGE_TTL_MS);
  });

  it("asks for the work the provider's settings name (CAPTCHA_COST, CAPTCHA_COUNTER_MAX)", async () => {
    const lighter = captchaServiceFor({
      ...provider.ctx,
      settings: { ...provider.ctx.settings, captchaDifficulty: TEST_CAPTCHA_DIFFICULTY },
    });
    const issued = await lighter.challenge();
    expect(issued.parameters).toMatchObject({ cost: 10 });
    expect(await lighter.verify(await solvedPayload(issued))).toMatchObject({ ok: true });
  });

  it('needs a bearer token', async () => {
    expect((await provider.app.inject({ url: '/api/v1/captcha/challenge' })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/verify-captcha', () => {
  it('accepts a good solution once and answers a single-use token', async () => {
    const response = await verify(await solvedPayload(await challenge()));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.captchaToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a reused solution', async () => {
    const payload = await solvedPayload(await challenge());
    expect((await verify(payload)).statusCode).toBe(200);
    const again = await verify(payload);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'captcha_reused',
      message: 'That security check was already used. Please tick it again.',
    });
  });

  it('refuses forged solutions: a wrong answer, altered parameters, another key, no signature', async () => {
    const issued = await challenge();
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    if (!solution) throw new Error('unsolved');

    const wrongAnswer = encodePayload({
      challenge: issued,
      solution: { ...solution, counter: solution.counter + 1, derivedKey: 'ab'.repeat(32) },
    });
    const easierChallenge = encodePayload({
      challenge: { ...issued, parameters: { ...issued.parameters, cost: 1 } },
      solution,
    });
    const unsigned = encodePayload({ challenge: { parameters: issued.parameters }, solution });
    // A challenge the attacker made and solved themselves, signed with a key of their own.
    const own = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'not-the-provider-key',
      hmacKeySignatureSecret: 'not-the-provider-key-either',
    });
    const ownSolution = await solveChallenge({ challenge: own, deriveKey });
    const otherKey = encodePayload({ challenge: own, solution: ownSolution });

    for (const payload of [wrongAnswer, easierChallenge, unsigned, otherKey, 'bm90IGpzb24=', 'e30=']) {
      const response = await verify(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({
        code: 'captcha_invalid',
        message: 'The security check did not pass. Please tick it again.',
      });
    }
    // The genuine solution still passes: forgeries did not burn it.
    expect((await verify(encodePayload({ challenge: issued, solution }))).statusCode).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    // Issued by the same provider key, eleven minutes ago.
    const past = createCaptchaService({ db: provider.db, now: () => Date.now() - CHALLENGE_TTL_MS - 60_000 });
    const response = await verify(await solvedPayload(await past.challenge()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'captcha_expired',
      message: 'The security check timed out. Please tick it again.',
    });
  });

  it('refuses a body that is not a payload', async () => {
    expect((await verify('')).statusCode).toBe(400);
    expect((await verify('not base64!')).json().code).toBe('validation_failed');
  });
});
