import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone, so the answer's timing cannot depend on it (e.g. whether
 * an address has an account and gets a mail). A failure is logged, never thrown at a caller.
 */
export function createBackgroundWork() {
  const pending = new Set<Promise<void>>();
  return {
    run(log: FastifyBaseLogger, what: string, task: () => Promise<void>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    /** Resolves once everything started so far has finished (for tests and shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
