import { ERROR_CODES } from '@portal/contracts/provider/api-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffSettings } from '../settings.ts';
import { sendError } from './bff-error.ts';
import { createRateLimiter, type RateLimit } from './rate-limiter.ts';

/** The actions an attacker would repeat: login, forgot-password, register, contact, and resending verification e-mails. */
export type GuardedAction = 'login' | 'password-reset' | 'verification-email' | 'register' | 'contact';

const HOUR = 3_600_000;

/** Per client IP, per hour: generous for a family or an office behind one address. */
const PER_IP: Record<GuardedAction, RateLimit> = {
  login: { limit: 100, windowMs: HOUR },
  'password-reset': { limit: 20, windowMs: HOUR },
  'verification-email': { limit: 20, windowMs: HOUR },
  register: { limit: 10, windowMs: HOUR },
  contact: { limit: 20, windowMs: HOUR },
};

/** Per account (member id or e-mail), per 15 minutes: failed logins; reset e-mails sent. */
const PER_ACCOUNT: Partial<Record<GuardedAction, RateLimit>> = {
  login: { limit: 10, windowMs: HOUR / 4 },
  'password-reset': { limit: 5, windowMs: HOUR },
  'verification-email': { limit: 5, windowMs: HOUR },
};

/** A browser that has signed in to an account before carries this signed cookie (OWASP "device cookies"). */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_LIFETIME_S = 180 * 86_400;

const normalise = (account: string): string => account.trim().toLowerCase();

export function createAbuseGuard(settings: BffSettings) {
  const perIp = Object.fromEntries(
    Object.entries(PER_IP).map(([action, rule]) => [action, createRateLimiter(rule)]),
  ) as Record<GuardedAction, ReturnType<typeof createRateLimiter>>;
  const perAccount = Object.fromEntries(
    Object.entries(PER_ACCOUNT).map(([action, rule]) => [action, createRateLimiter(rule)]),
  ) as Partial<Record<GuardedAction, ReturnType<typeof createRateLimiter>>>;

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
     * attacker guessing passwords elsewhere cannot lock the member out. Returns the refusal, or
     * undefined to go on.
     */
    check(
      request: FastifyRequest,
      reply: FastifyReply,
      action: GuardedAction,
      account?: string,
    ): FastifyReply | undefined {
      const ipWait = perIp[action].retryAfterMs(request.ip);
      if (ipWait > 0) return refuse(reply, ipWait);
      const limiter = perAccount[action];
      if (account && limiter && !knownAccounts(request).includes(normalise(account))) {
        const accountWait = limiter.retryAfterMs(normalise(account));
        if (accountWait > 0) return refuse(reply, accountWait);
      }
      return undefined;
    },

    /** Counts an attempt (a failed login; any reset, registration or message). */
    record(request: FastifyRequest, action: GuardedAction, account?: string): void {
      perIp[action].record(request.ip);
      if (account) perAccount[action]?.record(normalise(account));
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
