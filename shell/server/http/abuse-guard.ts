import { mailboxKey } from '@portal/server-kit/mailbox-key';
import type { Counter, CounterRule, SharedStore } from '../store/shared-store.ts';
import { addressKey, DEFAULT_IPV6_PREFIX_LENGTH } from './address-key.ts';

/**
 * The actions an attacker would repeat (docs/security.md, "Limits on guarded actions"). Logins have
 * their own, deeper defence (login/login-guard.ts).
 */
export const GUARDED_ACTIONS = [
  'password-reset',
  'verification-email',
  'register',
  'guest-registration',
  'contact',
  'card-link',
  'promo-claim',
] as const;
export type GuardedAction = (typeof GUARDED_ACTIONS)[number];

/**
 * What the guard decided about one attempt: a plain value, never a reply. The route that asked
 * sends the refusal itself (`sendTooManyAttempts`): a helper that sends and returns Fastify's
 * reply cannot be awaited (a reply is a thenable that resolves to undefined), which is how these
 * limits once answered 429 and still let every request through to the provider.
 */
export type GuardDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

/** One attempt at a guarded action. */
export interface GuardedAttempt {
  action: GuardedAction;
  /** The client's address (`request.ip`); counted per address key (address-key.ts: IPv6 per /64). */
  ip: string;
  /**
   * The account it is aimed at, when the action names one: an e-mail address (counted per inbox,
   * mailbox-key.ts) or a signed-in member's account number; or how to find it, asked only once
   * the address is counted (a member's account number costs the provider a question). None: only
   * the address is counted.
   */
  account?: AccountRef | (() => Promise<AccountRef | undefined>) | undefined;
}

/** An account a guarded action is aimed at. */
type AccountRef = { emailAddress: string } | { accountNumber: string };

const HOUR = 3_600_000;

/**
 * Per client address (an IPv4 address or an IPv6 /64) and hour. A family or an office shares one
 * address, so each is what a whole household or small office would never do in an hour:
 * - password reset, verification e-mail: 20 — every member of a family forgetting a password
 *   at once, and asking again, is a handful;
 * - registration (online, and a guest completing theirs): 10 each — a family signing up together;
 * - contact (the form, "Report missing points" included): 20 messages — a member writes one or
 *   two; a household or office of ten, each writing twice, stays under it;
 * - card link: 30 — a member links at most 5 cards (LINKED_CARDS_MAX); a household of three
 *   linking all theirs with a typo each;
 * - promo codes (looking one up and claiming it both count): 60 — four members trying a
 *   flyer's codes, a lookup and a claim each, with typos.
 */
const PER_ADDRESS: Record<GuardedAction, CounterRule> = {
  'password-reset': { points: 20, durationMs: HOUR },
  'verification-email': { points: 20, durationMs: HOUR },
  register: { points: 10, durationMs: HOUR },
  'guest-registration': { points: 10, durationMs: HOUR },
  contact: { points: 20, durationMs: HOUR },
  'card-link': { points: 30, durationMs: HOUR },
  'promo-claim': { points: 60, durationMs: HOUR },
};

/**
 * Per account and hour, from any number of addresses: what one person does at most, and what
 * holds an attacker spread over many addresses to a trickle against one account or inbox.
 * - password reset, verification e-mail: 5 mails to one inbox — "it did not arrive, send it
 *   again" three or four times (the provider caps that inbox at 5 mails of a kind an hour too);
 * - registration: 5 with one e-mail address (an address that has an account gets an "account
 *   exists" e-mail, so more would only mail its owner); a guest completing registration: 5;
 * - contact: 10 messages with one reply address (the provider sends it at most 5 receipts an hour);
 * - card link: 10 tries per member — 5 cards and a typo each; a bank customer number or a card's
 *   last four cannot be found by guessing at 10 an hour;
 * - promo codes: 30 lookups and claims per member — 15 codes an hour; guessing codes is hopeless.
 */
const PER_ACCOUNT: Record<GuardedAction, CounterRule> = {
  'password-reset': { points: 5, durationMs: HOUR },
  'verification-email': { points: 5, durationMs: HOUR },
  register: { points: 5, durationMs: HOUR },
  'guest-registration': { points: 5, durationMs: HOUR },
  contact: { points: 10, durationMs: HOUR },
  'card-link': { points: 10, durationMs: HOUR },
  'promo-claim': { points: 30, durationMs: HOUR },
};

const ALLOWED: GuardDecision = Object.freeze({ allowed: true });
const refusal = (msBeforeNext: number): GuardDecision =>
  Object.freeze({ allowed: false, retryAfterMs: Math.max(1, msBeforeNext) });

const accountKey = (account: AccountRef): string =>
  'emailAddress' in account ? `mail:${mailboxKey(account.emailAddress)}` : `member:${account.accountNumber}`;

const countersOf = (store: SharedStore, scope: string, rules: Record<GuardedAction, CounterRule>) =>
  Object.fromEntries(
    Object.entries(rules).map(([action, rule]) => [action, store.counter(`${scope}:${action}`, rule)]),
  ) as Record<GuardedAction, Counter>;

/**
 * The limits on guarded actions, counted in the shared store so every instance of a fleet sees
 * the same counts. Each attempt is taken from its counters with one atomic `consume` each (never
 * read first and recorded after), so parallel requests cannot slip past a limit. The address is
 * taken first: an address over its limit costs no account any of its budget. A store that
 * cannot be reached makes `attempt` reject with StoreUnavailableError: the action fails closed
 * (503), it is never let through uncounted.
 */
export function createAbuseGuard(
  store: SharedStore,
  options: {
    perAddress?: boolean;
    ipv6PrefixLength?: number | undefined;
    /**
     * Told of every decision (the BFF's metrics): allowed, refused, or unavailable (it could not be
     * decided: the store or the provider failed, and the action was refused with their error).
     */
    onDecision?: (action: GuardedAction, decision: 'allowed' | 'refused' | 'unavailable') => void;
  } = {},
) {
  // ACTION_LIMITS_PER_ADDRESS=false (settings.ts): a test portal whose every visitor is 127.0.0.1.
  const perAddress = options.perAddress ?? true;
  const prefixLength = options.ipv6PrefixLength ?? DEFAULT_IPV6_PREFIX_LENGTH;
  const addressCounters = countersOf(store, 'ip', PER_ADDRESS);
  const accountCounters = countersOf(store, 'account', PER_ACCOUNT);

  async function decide({ action, ip, account }: GuardedAttempt): Promise<GuardDecision> {
    if (perAddress) {
      const taken = await addressCounters[action].consume(addressKey(ip, prefixLength));
      if (!taken.allowed) return refusal(taken.msBeforeNext);
    }
    const target = typeof account === 'function' ? await account() : account;
    if (target) {
      const taken = await accountCounters[action].consume(accountKey(target));
      if (!taken.allowed) return refusal(taken.msBeforeNext);
    }
    return ALLOWED;
  }

  return {
    /** Counts the attempt against its address and account, and says whether it may go on. */
    async attempt(attempt: GuardedAttempt): Promise<GuardDecision> {
      let decision: GuardDecision;
      try {
        decision = await decide(attempt);
      } catch (error) {
        options.onDecision?.(attempt.action, 'unavailable');
        throw error;
      }
      options.onDecision?.(attempt.action, decision.allowed ? 'allowed' : 'refused');
      return decision;
    },
  };
}

export type AbuseGuard = ReturnType<typeof createAbuseGuard>;
