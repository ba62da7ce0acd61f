/**
 * The state every BFF instance of a fleet must agree on: rate limits and failed-login counters,
 * lockouts, refresh coalescing, change notices, and the telemetry tallies per remote version. One interface, two implementations: in
 * memory for a single process (`npm start`), Redis when `REDIS_URL` is set (docs/architecture.md,
 * "State and the fleet"). Every method rejects with StoreUnavailableError when the store cannot
 * be reached, so callers decide per action whether to fail closed (logins) or carry on (reads).
 */
export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /** A named family of counters with one rule, e.g. failed logins per account. */
  counter(name: string, rule: CounterRule): Counter;
  /** Takes the lock `key` for at most `ttlMs`, or answers null when someone else holds it. */
  lock(key: string, ttlMs: number): Promise<Lock | null>;
  /** A value stored with `setValue`, or null once it has expired or was never set. */
  getValue(key: string): Promise<string | null>;
  /** Stores `value` under `key` for `ttlMs`. */
  setValue(key: string, value: string, ttlMs: number): Promise<void>;
  deleteValue(key: string): Promise<void>;
  /**
   * Adds each of `increments` to that field of the tally `key` (a set of named counts, created on
   * first use and kept for `ttlMs` after its last change), atomically for every instance.
   */
  addToTally(key: string, increments: Readonly<Record<string, number>>, ttlMs: number): Promise<void>;
  /** Every field of the tally `key`; empty when it has none (never counted, or expired). */
  readTally(key: string): Promise<Record<string, number>>;
  /**
   * Adds `member` to the set `key` (kept for `ttlMs` after its last addition), atomically for every
   * instance, unless the set already holds `maxMembers` others: a flood of members cannot grow it.
   * True when `member` is in the set afterwards (already there, or added); false when it was full.
   */
  addToSet(key: string, member: string, ttlMs: number, maxMembers: number): Promise<boolean>;
  /** How many members the set `key` holds; 0 when it was never added to, or has expired. */
  countSet(key: string): Promise<number>;
  /** Tells every subscriber of `channel`, in every instance, `message`. */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `listener` for each message on `channel`; resolves to the unsubscribe function. */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
  /** True when the store answers now (readiness). Never rejects. */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

/** A counter rule: `points` per window of `durationMs`; optionally blocked for `blockDurationMs` once over. */
export interface CounterRule {
  points: number;
  durationMs: number;
  blockDurationMs?: number;
}

/** Where a key stands in its window. */
export interface CounterState {
  /** Points used in the current window (above `points` once over the limit). */
  consumed: number;
  /** Points left before the limit. */
  remaining: number;
  /** Milliseconds until the window (or a block) ends and the key may act again. */
  msBeforeNext: number;
}

/**
 * Counters with a fixed window (rate-limiter-flexible). All operations are atomic in the store, so
 * instances counting the same key at once never lose a count.
 */
export interface Counter {
  readonly rule: CounterRule;
  /** Takes `points` (default 1) if the key has them left; `allowed` says whether it had. */
  consume(key: string, points?: number): Promise<CounterState & { allowed: boolean }>;
  /** Adds `points` without refusing (a failure counted after the fact). */
  penalty(key: string, points?: number): Promise<CounterState>;
  /** Gives `points` back (a reserved attempt refunded). */
  reward(key: string, points?: number): Promise<CounterState>;
  /** The key's state, or null when it has no count in the current window. */
  get(key: string): Promise<CounterState | null>;
  /** Holds the key over its limit for `durationMs` (a lockout). */
  block(key: string, durationMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** A held lock; releasing it frees the key only if this holder still owns it. */
interface Lock {
  release(): Promise<void>;
}
