import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffSettings } from '../settings.ts';
import type { Counter, CounterRule, SharedStore } from '../store/shared-store.ts';
import { sendError } from './bff-error.ts';

/** The actions an attacker would repeat: login, forgot-password, register, contact, and resending verification e-mails. */
export type GuardedAction = 'login' | 'password-reset' | 'verification-email' | 'register' | 'contact';

const HOUR = 3_600_000;

/** Per client IP, per hour: generous for a family or an office behind one address. */
const PER_IP: Record<GuardedAction, CounterRule> = {
  login: { points: 100, durationMs: HOUR },
  'password-reset': { points: 20, durationMs: HOUR },
  'verification-email': { points: 20, durationMs: HOUR },
  register: { points: 10, durationMs: HOUR },
  contact: { points: 20, durationMs: HOUR },
};

/** Per account (member id or e-mail), per 15 minutes: failed logins; reset e-mails sent. */
const PER_ACCOUNT: Partial<Record<GuardedAction, CounterRule>> = {
  login: { points: 10, durationMs: HOUR / 4 },
  'password-reset': { points: 5, durationMs: HOUR },
  'verification-email': { points: 5, durationMs: HOUR },
};

/** A browser that has signed in to an account before carries this signed cookie (OWASP "device cookies"). */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_LIFETIME_S = 180 * 86_400;

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
export function createAbuseGuard(settings: BffSettings, store: SharedStore) {
  const perIp = Object.fromEntries(
    Object.entries(PER_IP).map(([action, rule]) => [action, store.counter(`ip:${action}`, rule)]),
  ) as Record<GuardedAction, Counter>;
  const perAccount = Object.fromEntries(
    Object.entries(PER_ACCOUNT).map(([action, rule]) => [action, store.counter(`account:${action}`, rule)]),
  ) as Partial<Record<GuardedAction, Counter>>;

  /** The accounts this browser has signed in to, from its signed cookie. */
  function knownAccounts(request: FastifyRequest): string[] {
    const raw = request.cookies[KNOWN_DEVICE_COOKIE];
    if (!raw) return [];
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return [];
    try {
      const parsed: unknown = JSON.parse(unsigned.value);
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  }

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
     * its limit. A browser known to that account is not held back by the account's limit, so an
     * attacker guessing passwords elsewhere cannot lock the member out. Resolves to the refusal,
     * or undefined to go on.
     */
    async check(
      request: FastifyRequest,
      reply: FastifyReply,
      action: GuardedAction,
      account?: string,
    ): Promise<FastifyReply | undefined> {
      const ipWait = await waitOf(perIp[action], request.ip);
      if (ipWait > 0) return refuse(reply, ipWait);
      const counter = perAccount[action];
      if (account && counter && !knownAccounts(request).includes(normalise(account))) {
        const accountWait = await waitOf(counter, normalise(account));
        if (accountWait > 0) return refuse(reply, accountWait);
      }
      return undefined;
    },

    /** Counts an attempt (a failed login; any reset, registration or message). */
    async record(request: FastifyRequest, action: GuardedAction, account?: string): Promise<void> {
      const counter = perAccount[action];
      await Promise.all([
        perIp[action].penalty(request.ip),
        account && counter ? counter.penalty(normalise(account)) : undefined,
      ]);
    },

    /** After a successful sign-in: remember this browser for the account, under each of its names. */
    rememberDevice(request: FastifyRequest, reply: FastifyReply, names: string[]): void {
      const accounts = [...new Set([...names.map(normalise), ...knownAccounts(request)])].slice(0, 10);
      reply.setCookie(KNOWN_DEVICE_COOKIE, JSON.stringify(accounts), {
        httpOnly: true,
        sameSite: 'strict',
        secure: settings.secureCookies,
        path: '/',
        maxAge: KNOWN_DEVICE_LIFETIME_S,
        signed: true,
      });
    },
  };
}

export type AbuseGuard = ReturnType<typeof createAbuseGuard>;
