import type { Queryable } from '../db/database.ts';

/** How often the provider sweeps for issued vouchers past their expiry. */
const VOUCHER_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Moves issued vouchers whose expiry has passed to expired, for one member or for everyone.
 * `now` comes from the provider's clock (injectable in tests), never from the database's.
 * Returns how many vouchers expired.
 */
export async function expireDueVouchers(db: Queryable, now: Date, memberId?: number): Promise<number> {
  const result =
    memberId === undefined
      ? await db.query(`update vouchers set status = 'expired' where status = 'issued' and expires_at <= $1`, [now])
      : await db.query(
          `update vouchers set status = 'expired' where member_id = $2 and status = 'issued' and expires_at <= $1`,
          [now, memberId],
        );
  return result.rowCount;
}

export interface VoucherExpiryTimer {
  /** Stops the timer and waits for a sweep in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Sweeps every `intervalMs` so vouchers expire on time even when nobody reads them (the dashboard
 * of another app, reports). Reads also sweep the member's own vouchers first, so no read ever
 * shows an issued voucher past its date between two ticks.
 */
export function startVoucherExpiry(options: {
  db: Queryable;
  now: () => Date;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): VoucherExpiryTimer {
  let running: Promise<void> | null = null;
  const tick = (): void => {
    if (running) return; // a slow sweep is not stacked on
    running = expireDueVouchers(options.db, options.now())
      .then(() => undefined, options.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? VOUCHER_EXPIRY_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
