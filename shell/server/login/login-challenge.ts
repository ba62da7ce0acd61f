import { createHash, createHmac } from 'node:crypto';
import {
  type CaptchaChallenge,
  CaptchaChallengeSchema,
  CaptchaSolutionPayloadSchema,
} from '@portal/contracts/provider/captcha';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import type { SharedStore } from '../store/shared-store.ts';

/** PBKDF2 iterations per guess: the browser's Web Crypto does one in well under a millisecond. */
const COST = 200;
/** The answer's counter at level 1: about 2,000–4,000 guesses, a fraction of a second on a phone. */
const BASE_COUNTER_MIN = 2_000;
const BASE_COUNTER_MAX = 4_000;
/** The work doubles every this many failures past the threshold… */
const FAILURES_PER_DOUBLING = 5;
/**
 * …up to this factor, so the owner is slowed, never shut out. Measured 24 Nov: one guess is
 * 0.23 ms of Web Crypto PBKDF2 on this machine's Node, so 4× (8,000–16,000 guesses) is about 3 s
 * here and some 10 s on a phone four times slower; 16× was 15 s here and up to a minute there.
 */
const MAX_FACTOR = 4;
const CHALLENGE_TTL_MS = 5 * 60_000;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** How much work a login needs after `excessFailures` failures past the free budget (1 = the first level). */
export function challengeFactor(excessFailures: number): number {
  return Math.min(MAX_FACTOR, 2 ** Math.floor(Math.max(0, excessFailures) / FAILURES_PER_DOUBLING));
}

/**
 * Proof-of-work challenges for logins past their free budget (ALTCHA, the same scheme as the
 * provider's captcha, but issued by the BFF so their cost can grow with the account's failures).
 * Each challenge is bound in the shared store to the account it was issued for and the factor
 * it costs, and is accepted once: a cheap challenge fetched early cannot be replayed later.
 */
export function createLoginChallenges(secret: string, store: SharedStore, now: () => number = Date.now) {
  const signature = createHmac('sha256', secret).update('login-challenge-signature').digest('hex');
  const keySignature = createHmac('sha256', secret).update('login-challenge-key-signature').digest('hex');

  return {
    /** A new challenge for `account`, costing `factor` times the base work. */
    async issue(account: string, factor: number): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: COST,
        counter: randomInt(BASE_COUNTER_MAX * factor, BASE_COUNTER_MIN * factor),
        deriveKey,
        expiresAt: new Date(now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
      const parsed = v.parse(CaptchaChallengeSchema, challenge);
      await store.setValue(
        `login-challenge:${sha256(parsed.signature)}`,
        JSON.stringify({ account, factor }),
        CHALLENGE_TTL_MS,
      );
      return parsed;
    },

    /**
     * True when `payload` (the base64 solution the browser sends) solves a challenge issued for
     * `account` at no less than `factor`, not yet used. Using it spends it.
     */
    async accept(payload: string, account: string, factor: number): Promise<boolean> {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      const parsed = v.safeParse(CaptchaSolutionPayloadSchema, decoded);
      if (!parsed.success) return false;
      const { challenge, solution } = parsed.output;
      const expiresAt = challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now()) return false;
      const key = `login-challenge:${sha256(challenge.signature)}`;
      const issued = await store.getValue(key);
      if (!issued) return false;
      const binding = JSON.parse(issued) as { account: string; factor: number };
      if (binding.account !== account || binding.factor < factor) return false;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: signature,
          hmacKeySignatureSecret: keySignature,
        });
        if (!result.verified || result.expired) return false;
      } catch {
        return false;
      }
      // Once only: of two requests with the same solution, one takes the lock and the other is refused.
      const spent = await store.lock(`${key}:spent`, CHALLENGE_TTL_MS);
      if (!spent) return false;
      await store.deleteValue(key);
      return true;
    },
  };
}
