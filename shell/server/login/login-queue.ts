/** Why the queue would not take a login: this address holds its whole share, or the queue is full or too slow. */
export class LoginQueueRefusal extends Error {
  readonly reason: 'address-share' | 'full' | 'waited-too-long';
  /** Seconds the caller should wait before trying again (Retry-After). */
  readonly retryAfterS: number;

  constructor(reason: LoginQueueRefusal['reason'], retryAfterS: number) {
    super(`login queue refused: ${reason}`);
    this.reason = reason;
    this.retryAfterS = retryAfterS;
  }
}

export interface LoginQueueOptions {
  /** Password checks at the provider at once: about what its CPU can hash in parallel. */
  concurrency: number;
  /** Logins that may wait for a free slot. */
  maxWaiting: number;
  /** Logins (running and waiting) one client address may hold at once. */
  perAddress: number;
  /** A login that waits longer than this is refused rather than left to time out. */
  maxWaitMs: number;
}

/**
 * A bounded queue in front of the provider's password check (docs/security.md, "Login defence"):
 * each login costs the provider one slow, memory-hard hash, so the BFF lets only `concurrency` run
 * at once, lets at most `maxWaiting` wait, and lets no single address hold more than `perAddress`
 * of those places. Whatever does not fit is refused at once (the caller answers 429/503 with
 * Retry-After), so a flood from one address costs it its share and nothing more, and real members
 * keep a place. Per process: each BFF instance guards the provider capacity it was given.
 */
export function createLoginQueue(options: LoginQueueOptions) {
  let running = 0;
  const waiting: Array<{ start: () => void; address: string }> = [];
  const held = new Map<string, number>();

  const release = (address: string): void => {
    const left = (held.get(address) ?? 1) - 1;
    if (left <= 0) held.delete(address);
    else held.set(address, left);
  };

  return {
    /** Runs `work` for `address` when a slot is free; rejects with LoginQueueRefusal when it cannot wait. */
    async run<T>(address: string, work: () => Promise<T>): Promise<T> {
      if ((held.get(address) ?? 0) >= options.perAddress) throw new LoginQueueRefusal('address-share', 1);
      if (running >= options.concurrency && waiting.length >= options.maxWaiting) {
        throw new LoginQueueRefusal('full', 1);
      }
      held.set(address, (held.get(address) ?? 0) + 1);
      try {
        if (running >= options.concurrency) {
          await new Promise<void>((resolve, reject) => {
            const entry = { start: () => resolve(), address };
            waiting.push(entry);
            setTimeout(() => {
              const index = waiting.indexOf(entry);
              if (index === -1) return;
              waiting.splice(index, 1);
              reject(new LoginQueueRefusal('waited-too-long', Math.max(1, Math.ceil(options.maxWaitMs / 1000))));
            }, options.maxWaitMs).unref();
          });
        } else {
          running += 1;
        }
        try {
          return await work();
        } finally {
          // The slot passes straight to the next waiter, so `running` never dips below the demand.
          const next = waiting.shift();
          if (next) next.start();
          else running -= 1;
        }
      } finally {
        release(address);
      }
    },
    /** Logins running and waiting now (tests, logs). */
    load: () => ({ running, waiting: waiting.length }),
  };
}
