import type { Database } from '../db/database.ts';

/** Whether this instance should get traffic: false while draining or while its database does not answer. */
export interface Readiness {
  readonly draining: boolean;
  /** From now on readiness answers no (SIGTERM: the instance is on its way out). */
  startDraining(): void;
  /** Ready: not draining, and the database answers `select 1` within `timeoutMs`. */
  check(timeoutMs?: number): Promise<{ ready: boolean; reason?: 'draining' | 'database' }>;
}

export function createReadiness(db: Database): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    async check(timeoutMs = 1_500) {
      if (draining) return { ready: false, reason: 'draining' };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const answered = db.query('select 1').then(
        () => true,
        () => false,
      );
      const ok = await Promise.race([answered, timeout]);
      clearTimeout(timer);
      return ok ? { ready: true } : { ready: false, reason: 'database' };
    },
  };
}
