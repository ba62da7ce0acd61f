import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Counter, CounterRule, SharedStore } from '../store/shared-store.ts';
import { sendError } from './bff-error.ts';

/**
 * The actions an attacker would repeat: forgot-password, register, contact, and resending
 * verification e-mails. Logins have their own, deeper defence (login/login-guard.ts).
 */
export type GuardedAction = 'password-reset' | 'verification-email' | 'register' | 'contact';

const HOUR = 3_600_000;

/** Per client IP, per hour: generous for a family or an office behind one address. */
const PER_IP: Record<GuardedAction, CounterRule> = {
  'password-reset': { points: 20, durationMs: HOUR },
  'verification-email': { points: 20, durationMs: HOUR },
  register: { points: 10, durationMs: HOUR },
  contact: { points: 20, durationMs: HOUR },
};

/** Per account (e-mail address), per hour: e-mails sent. */
const PER_ACCOUNT: Partial<Record<GuardedAction, CounterRule>> = {
  'password-reset': { points: 5, durationMs: HOUR },
  'verification-email': { points: 5, durationMs: HOUR },
};

const normalise = (account: string): string => account.trim().toLowerCase();

/** Milliseconds `counter` holds `key` back, or 0 when it is under its limit. */
async function waitOf(counter: Counter, key: string): Promise<number> {
  const state = await counter.get(key);
  if (!state || state.consumed < counter.rule.points) return 0;
  return Math.max(1, state.msBeforeNext);
}

/**
 * The limits on guarded actions, counted in the shared store so every instance of a fleet sees
 * the same counts. A store that cannot be reached makes `check` and `record` reject with
 * StoreUnavailableError: the action fails closed (503), it is never let through uncounted.
 */
export function createAbuseGuard(store: SharedStore, options: { perAddress?: boolean } = {}) {
  // ACTION_LIMITS_PER_ADDRESS=off (settings.ts): a test portal whose every visitor is 127.0.0.1.
  const perAddress = options.perAddress ?? true;
  const perIp = Object.fromEntries(
    Object.entries(PER_IP).map(([action, rule]) => [action, store.counter(`ip:${action}`, rule)]),
  ) as Record<GuardedAction, Counter>;
  const perAccount = Object.fromEntries(
    Object.entries(PER_ACCOUNT).map(([action, rule]) => [action, store.counter(`account:${action}`, rule)]),
  ) as Partial<Record<GuardedAction, Counter>>;

  function refuse(reply: FastifyReply, retryAfterMs: number): FastifyReply {
    reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    return sendError(reply, 429, {
      code: ERROR_CODES.rateLimited,
      message: 'Too many attempts. Please wait a little and try again.',
    });
  }

  return {
    /**
     * Refuses the request with 429 and Retry-After when its IP, or the account it names, is over
     * its limit. Resolves to the refusal, or undefined to go on.
     */
    async check(
      request: FastifyRequest,
      reply: FastifyReply,
      action: GuardedAction,
      account?: string,
    ): Promise<FastifyReply | undefined> {
      const ipWait = perAddress ? await waitOf(perIp[action], request.ip) : 0;
      if (ipWait > 0) return refuse(reply, ipWait);
      const counter = perAccount[action];
      if (account && counter) {
        const accountWait = await waitOf(counter, normalise(account));
        if (accountWait > 0) return refuse(reply, accountWait);
      }
      return undefined;
    },

    /** Counts an attempt (any reset, registration or message). */
    async record(request: FastifyRequest, action: GuardedAction, account?: string): Promise<void> {
      const counter = perAccount[action];
      await Promise.all([
        perAddress ? perIp[action].penalty(request.ip) : undefined,
        account && counter ? counter.penalty(normalise(account)) : undefined,
      ]);
    },
  };
}

export type AbuseGuard = ReturnType<typeof createAbuseGuard>;
