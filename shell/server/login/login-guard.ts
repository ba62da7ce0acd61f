import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { CaptchaChallenge } from '@portal/contracts/provider/captcha';
import { LoginKeyResponseSchema } from '@portal/contracts/provider/oauth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { BffSettings } from '../config/settings.ts';
import { addressKey } from '../http/address-key.ts';
import { type Refusal, tooManyAttempts } from '../http/bff-error.ts';
import { type ProviderClient, parseJson } from '../provider/provider-client.ts';
import type { Counter, CounterState, SharedStore } from '../store/shared-store.ts';
import { createKnownDevices } from './known-devices.ts';
import { challengeFactor, createLoginChallenges } from './login-challenge.ts';
import { createLoginQueue, LoginQueueRefusal } from './login-queue.ts';
import { DEFAULT_LOGIN_SETTINGS } from './login-settings.ts';

const MINUTE = 60_000;
/** Per client address, per hour, hard (429): generous for a family or an office behind one address. */
const PER_ADDRESS = { points: 100, durationMs: 60 * MINUTE };
/** Per account, per 15 minutes, from browsers new to it: free attempts before a challenge. */
const PER_ACCOUNT = { points: 5, durationMs: 15 * MINUTE };
/** Per account and browser that signed in to it before: the owner's own budget. */
const PER_KNOWN_DEVICE = { points: 10, durationMs: 15 * MINUTE };
/** How long the account key of a name typed at login is kept: brief, so a changed e-mail address follows soon. */
const LOGIN_KEY_TTL_MS = 10 * MINUTE;

const normalise = (name: string): string => name.trim().toLowerCase();
const loginKeyKey = (name: string): string => `login-key:${createHash('sha256').update(name).digest('base64url')}`;

/** A login allowed to go to the provider, its attempt already counted (timeouts and provider errors stay counted). */
export interface LoginAttempt {
  /**
   * An opaque id of this browser for the provider (a hash of its known-device id, never the id
   * itself): how the provider tells a sign-in from a new device (the security centre).
   */
  readonly deviceId: string;
  /** The password was right: refunds the attempt and remembers this browser for the account. */
  succeeded(): Promise<void>;
}

/** What the provider is told of a browser's known-device id: a hash under its own label, so it matches no store key. */
const providerDeviceId = (id: string): string =>
  createHash('sha256').update(`provider-device:${id}`).digest('base64url');

/**
 * The login defence in depth (docs/security.md, "Login defence"). Every attempt is
 * reserved in the shared store before the provider sees it (one atomic consume per counter),
 * and refunded only when the password was right, so parallel guesses cannot outrun the count
 * and timeouts or provider errors count as attempts. Counters: per client address (hard 429),
 * per account (whichever of its names is typed: the provider's login key), per
 * account and known browser (the owner's own budget), and a global ceiling. Past an account's
 * free budget, or the global ceiling, the login needs a proof-of-work challenge whose cost
 * grows with the failures: slowed, never locked out. The whole login runs in a bounded queue
 * with a per-address share (`queued`), in front of the provider's password hash.
 */
/**
 * What the login defence decided about one login: allowed (within its budgets), refused (its
 * address is over its limit: 429), challenged (a challenge was required: a 429 with one, or a
 * solution accepted), unavailable (the store or the account lookup failed: 503).
 */
export type LoginDecision = 'allowed' | 'refused' | 'challenged' | 'unavailable';

/** Told of the login defence's decisions (the BFF's metrics). */
export interface LoginObserver {
  decision(decision: LoginDecision): void;
  /** A challenge sent, a solution accepted, a solution refused. */
  challenge(decision: 'issued' | 'passed' | 'failed'): void;
  /** The queue refused a login at once. */
  queueRefused(reason: LoginQueueRefusal['reason']): void;
}

export function createLoginGuard(
  settings: BffSettings,
  store: SharedStore,
  provider: ProviderClient,
  observer?: LoginObserver,
) {
  const limits = settings.login ?? DEFAULT_LOGIN_SETTINGS;
  const perAddress = store.counter('login:address', PER_ADDRESS);
  const perAccount = store.counter('login:account', PER_ACCOUNT);
  const perKnownDevice = store.counter('login:known-device', PER_KNOWN_DEVICE);
  const global = store.counter('login:global', { points: limits.attemptsPerMinute, durationMs: MINUTE });
  const devices = createKnownDevices(settings, store);
  const challenges = createLoginChallenges(settings.secret, store);
  const queue = createLoginQueue({
    concurrency: limits.concurrency,
    maxWaiting: limits.queueSize,
    perAddress: limits.perAddressShare,
    maxWaitMs: limits.maxWaitMs,
  });

  /** Per-address counts and queue shares key IPv6 clients by their network (address-key.ts). */
  const clientOf = (request: FastifyRequest): string => addressKey(request.ip, settings.ipv6PrefixLength);

  const challengeRequired = (retryAfterMs: number, challenge: CaptchaChallenge): Refusal => ({
    status: 429,
    retryAfterMs,
    body: {
      code: ERROR_CODES.challengeRequired,
      message: 'Too many attempts. Please wait a little and try again.',
      challenge,
    },
  });

  /**
   * The account a typed name belongs to, as the provider's opaque login key (one per account,
   * whichever of its names is typed), kept briefly in the store; null when the provider does not
   * answers without one. Never a fallback to the name itself: that would give a guesser a second
   * budget whenever the provider is slow. A provider that times out or cannot be reached throws
   * its ProviderUnavailableError, so the member is told so as for any other call (504, 502, or
   * 503 while the breaker is open).
   */
  async function lookUp(name: string): Promise<string | null> {
    const cached = await store.getValue(loginKeyKey(name));
    if (cached) return cached;
    const response = await provider.loginKey(name);
    const parsed = response.status === 200 ? v.safeParse(LoginKeyResponseSchema, parseJson(response)) : null;
    if (!parsed?.success) return null;
    const account = `key:${parsed.output.loginKey}`;
    await store.setValue(loginKeyKey(name), account, LOGIN_KEY_TTL_MS);
    return account;
  }
  // One lookup per name at a time in this instance: a burst of guesses at one name asks the provider once.
  const lookups = new Map<string, Promise<string | null>>();
  function accountOf(name: string): Promise<string | null> {
    let pending = lookups.get(name);
    if (!pending) {
      pending = lookUp(name).finally(() => lookups.delete(name));
      lookups.set(name, pending);
    }
    return pending;
  }

  /** admit(), and what the login defence decided (for the metrics). */
  async function decide(
    request: FastifyRequest,
    reply: FastifyReply,
    username: string,
    proof: string | undefined,
  ): Promise<[LoginDecision, LoginAttempt | { refusal: Refusal }]> {
    const name = normalise(username);
    const client = clientOf(request);
    const address = await perAddress.consume(client);
    if (!address.allowed) return ['refused', { refusal: tooManyAttempts(address.msBeforeNext) }];
    const [account, device] = await Promise.all([accountOf(name), devices.read(request)]);
    if (account === null) {
      // Fail closed: no password check without knowing whose budget it spends. Counted for the address.
      return [
        'unavailable',
        {
          refusal: {
            status: 503,
            retryAfterMs: 5_000,
            body: { code: ERROR_CODES.providerUnavailable, message: 'The loyalty service is unavailable.' },
          },
        },
      ];
    }
    const known = device.key !== null && device.accounts.includes(account);
    const [accountCounter, accountKey]: [Counter, string] = known
      ? [perKnownDevice, `${device.key}:${account}`]
      : [perAccount, account];
    // The owner's browser is not held to the global ceiling: a flood elsewhere cannot shut it out.
    const [own, all] = await Promise.all([
      accountCounter.consume(accountKey),
      known ? Promise.resolve<null>(null) : global.consume('all'),
    ]);
    const refunds: Array<() => Promise<unknown>> = [
      () => perAddress.reward(client),
      () => accountCounter.reward(accountKey),
      ...(all ? [() => global.reward('all')] : []),
    ];
    const refund = async (): Promise<void> => {
      await Promise.all(refunds.map((give) => give()));
    };

    const challenged = !own.allowed || (all !== null && !all.allowed);
    if (challenged) {
      const factor = challengeFactor(own.consumed - accountCounter.rule.points);
      const passed = proof ? await challenges.accept(proof, account, factor) : false;
      if (proof) observer?.challenge(passed ? 'passed' : 'failed');
      if (!passed) {
        // Not an attempt: nothing reached the provider, so it costs none of the budgets.
        await refund();
        const wait = Math.max(own.allowed ? 0 : own.msBeforeNext, (all as CounterState | null)?.msBeforeNext ?? 0);
        const challenge = await challenges.issue(account, factor);
        observer?.challenge('issued');
        return ['challenged', { refusal: challengeRequired(wait, challenge) }];
      }
    }

    const deviceId = devices.idFor(request);
    return [
      challenged ? 'challenged' : 'allowed',
      {
        deviceId: providerDeviceId(deviceId),
        async succeeded() {
          // The global ceiling measures the provider's work, which a right password costs too.
          await Promise.all([
            perAddress.reward(client),
            accountCounter.reward(accountKey),
            devices.remember(reply, deviceId, account),
          ]);
        },
      },
    ];
  }

  return {
    devices,

    /**
     * Runs a whole login (the account lookup, the counters, the password check) in the bounded
     * queue, so a flood from one address holds its share of places and no more, and is refused
     * at once beyond it: 429 past the address's share, 503 `login_busy` when the queue is full or
     * the wait too long, both with Retry-After. Nothing is counted for a refused login.
     */
    async queued<T>(request: FastifyRequest, login: () => Promise<T>): Promise<T | { refusal: Refusal }> {
      try {
        return await queue.run(clientOf(request), login);
      } catch (error) {
        if (!(error instanceof LoginQueueRefusal)) throw error;
        observer?.queueRefused(error.reason);
        if (error.reason === 'address-share') return { refusal: tooManyAttempts(error.retryAfterS * 1000) };
        return {
          refusal: {
            status: 503,
            retryAfterMs: error.retryAfterS * 1000,
            body: {
              code: ERROR_CODES.loginBusy,
              message: 'Signing in is busy right now. Please try again in a moment.',
            },
          },
        };
      }
    },

    /**
     * Counts a login for `username` from this request, or refuses it: 429 `rate_limited` when its
     * address is over its limit, 429 `challenge_required` (with a challenge) when it needs a
     * solved challenge and `proof` is not one. Rejects with StoreUnavailableError when the store
     * cannot be reached: logins fail closed.
     */
    async admit(
      request: FastifyRequest,
      reply: FastifyReply,
      username: string,
      proof: string | undefined,
    ): Promise<LoginAttempt | { refusal: Refusal }> {
      let decided: Awaited<ReturnType<typeof decide>>;
      try {
        decided = await decide(request, reply, username, proof);
      } catch (error) {
        observer?.decision('unavailable');
        throw error;
      }
      observer?.decision(decided[0]);
      return decided[1];
    },

    /** Logins running and waiting in this instance's queue now (the metrics read it at each scrape). */
    queueLoad: () => queue.load(),
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
