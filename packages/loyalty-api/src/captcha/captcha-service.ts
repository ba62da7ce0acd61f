import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  type CaptchaChallenge,
  CaptchaChallengeSchema,
  CaptchaSolutionPayloadSchema,
} from '@portal/contracts/provider/captcha';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import type { ProviderContext } from '../context.ts';
import type { Database, Queryable } from '../db/database.ts';

/**
 * The self-hosted captcha: ALTCHA proof-of-work challenges, signed with a key only this provider
 * holds. Deterministic mode: the provider picks the answer's counter and signs the derived key, so
 * verifying costs one HMAC while solving costs the browser `counter` key derivations.
 */
const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaDifficulty {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The answer lies between these counters: the browser tries about this many keys. */
  counterMin: number;
  counterMax: number;
}

/**
 * About half a second on a laptop and one to three seconds on a mid-range Android phone (the
 * widget spreads the work over its workers); it starts while the member types, so it is done by
 * the time they send. CAPTCHA_COST and CAPTCHA_COUNTER_MAX change it (settings.ts).
 */
export const DEFAULT_CAPTCHA_DIFFICULTY: CaptchaDifficulty = { cost: 1_000, counterMin: 1_500, counterMax: 4_500 };

/**
 * The difficulty of `cost` iterations per attempt with the answer's counter between a third of
 * `counterMax` and `counterMax` (the default's proportions): a client tries about two thirds of
 * `counterMax` keys on average.
 */
export function captchaDifficulty(cost: number, counterMax: number): CaptchaDifficulty {
  return { cost, counterMin: Math.max(1, Math.ceil(counterMax / 3)), counterMax };
}

/** How long a challenge may be solved and verified, and how long the token it earns lasts. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
export const CAPTCHA_TOKEN_TTL_MS = 10 * 60_000;

export type CaptchaVerdict =
  | { ok: true; captchaToken: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' | 'reused' };

export interface CaptchaService {
  challenge(): Promise<CaptchaChallenge>;
  /** Checks a solution (the widget's base64 payload) and, when it passes once, hands out a token. */
  verify(payload: string): Promise<CaptchaVerdict>;
  /** Spends a token inside the caller's transaction: false when it is unknown, expired or spent. */
  spendToken(tx: Queryable, token: string): Promise<boolean>;
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');
const SECRET_NAME = 'captcha_hmac';

/** The captcha's master key, generated on first use and kept in provider_secrets. */
async function loadMasterKey(db: Database): Promise<Buffer> {
  const read = () => db.query<{ value: string }>('select value from provider_secrets where name = $1', [SECRET_NAME]);
  const existing = (await read()).rows[0];
  if (existing) return Buffer.from(existing.value, 'base64url');
  await db.query('insert into provider_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  return Buffer.from((await read()).rows[0]!.value, 'base64url');
}

function decodePayload(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

export function createCaptchaService(options: {
  db: Database;
  difficulty?: CaptchaDifficulty | undefined;
  now?: () => number;
}): CaptchaService {
  const { db } = options;
  const difficulty = options.difficulty ?? DEFAULT_CAPTCHA_DIFFICULTY;
  const now = options.now ?? Date.now;

  // Two secrets from one key: one signs challenges, the other the expected derived key.
  let secrets: Promise<{ signature: string; keySignature: string }> | undefined;
  const loadSecrets = () => {
    secrets ??= loadMasterKey(db).then((master) => ({
      signature: createHmac('sha256', master).update('altcha-challenge-signature').digest('hex'),
      keySignature: createHmac('sha256', master).update('altcha-key-signature').digest('hex'),
    }));
    return secrets;
  };

  return {
    async challenge() {
      const { signature, keySignature } = await loadSecrets();
      const challenge = await createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMax, difficulty.counterMin),
        deriveKey,
        expiresAt: new Date(now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
      return v.parse(CaptchaChallengeSchema, challenge);
    },

    async verify(payload) {
      const parsed = v.safeParse(CaptchaSolutionPayloadSchema, decodePayload(payload));
      if (!parsed.success) return { ok: false, reason: 'invalid' };
      const { challenge, solution } = parsed.output;
      const expiresAtSeconds = challenge.parameters.expiresAt;
      // Only our own challenges verify, and ours always expire; one without expiry is not ours.
      if (typeof expiresAtSeconds !== 'number') return { ok: false, reason: 'invalid' };
      if (expiresAtSeconds * 1000 <= now()) return { ok: false, reason: 'expired' };

      const { signature, keySignature } = await loadSecrets();
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: signature,
          hmacKeySignatureSecret: keySignature,
        });
      } catch {
        return { ok: false, reason: 'invalid' }; // e.g. an algorithm we never issue
      }
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };

      const captchaToken = randomBytes(32).toString('base64url');
      const tokenExpiresAt = new Date(now() + CAPTCHA_TOKEN_TTL_MS);
      const accepted = await db.transaction(async (tx) => {
        const at = new Date(now());
        await tx.query('delete from captcha_solutions where expires_at < $1', [at]);
        await tx.query('delete from captcha_tokens where expires_at < $1', [at]);
        // One acceptance per challenge: its signature identifies it (and covers its nonce).
        const inserted = await tx.query<{ challenge_hash: string }>(
          `insert into captcha_solutions (challenge_hash, expires_at) values ($1, $2)
           on conflict (challenge_hash) do nothing returning challenge_hash`,
          [sha256(challenge.signature), new Date(expiresAtSeconds * 1000)],
        );
        if (inserted.rows.length === 0) return false;
        await tx.query('insert into captcha_tokens (token_hash, expires_at) values ($1, $2)', [
          sha256(captchaToken),
          tokenExpiresAt,
        ]);
        return true;
      });
      return accepted ? { ok: true, captchaToken, expiresAt: tokenExpiresAt } : { ok: false, reason: 'reused' };
    },

    async spendToken(tx, token) {
      const spent = await tx.query<{ token_hash: string }>(
        `update captcha_tokens set used_at = $2
          where token_hash = $1 and used_at is null and expires_at > $2
          returning token_hash`,
        [sha256(token), new Date(now())],
      );
      return spent.rows.length === 1;
    },
  };
}

const services = new WeakMap<ProviderContext, CaptchaService>();

/** The provider's one captcha service (its endpoints share the key and the stores). */
export function captchaServiceFor(ctx: ProviderContext): CaptchaService {
  let service = services.get(ctx);
  if (!service) {
    service = createCaptchaService({ db: ctx.db, difficulty: ctx.settings.captchaDifficulty });
    services.set(ctx, service);
  }
  return service;
}
