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

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1.`);
  return parsed;
}

/** The settings from the environment, with the defaults measured on a 2-core machine (docs/performance.md). */
export function loginSettingsFromEnv(env: Env): LoginSettings {
  return {
    concurrency: whole(env, 'LOGIN_CONCURRENCY', 4),
    queueSize: whole(env, 'LOGIN_QUEUE', 16),
    perAddressShare: whole(env, 'LOGIN_PER_ADDRESS_SHARE', 4),
    maxWaitMs: whole(env, 'LOGIN_MAX_WAIT_MS', 4_000),
    attemptsPerMinute: whole(env, 'LOGIN_ATTEMPTS_PER_MINUTE', 300),
  };
}
