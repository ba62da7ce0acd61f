/** The login defence's tunable numbers (docs/security.md, "Login defence"). */
export interface LoginSettings {
  /** LOGIN_CONCURRENCY: password checks sent to the provider at once (about its CPU cores). */
  concurrency: number;
  /** LOGIN_QUEUE: logins that may wait for one of those slots. */
  queueSize: number;
  /** LOGIN_PER_ADDRESS_SHARE: places (running or waiting) one client address may hold. */
  perAddressShare: number;
  /** LOGIN_MAX_WAIT_MS: longest wait in the queue before a fast 503. */
  maxWaitMs: number;
  /** LOGIN_ATTEMPTS_PER_MINUTE: logins per minute, all accounts, before new browsers must solve a challenge. */
  attemptsPerMinute: number;
}

/** The defaults, measured on a 2-core machine (docs/performance.md); settings.ts reads the overrides. */
export const DEFAULT_LOGIN_SETTINGS: LoginSettings = {
  concurrency: 4,
  queueSize: 16,
  perAddressShare: 4,
  maxWaitMs: 4_000,
  attemptsPerMinute: 300,
};
