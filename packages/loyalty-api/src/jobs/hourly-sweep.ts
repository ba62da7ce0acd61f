import type { ProviderApp, ProviderContext } from '../context.ts';
import { expireDuePoints } from './points-expiry.ts';

const HOUR_MS = 3_600_000;

/** Expires due points when the provider starts and every hour after (a batch's last day ends at midnight). */
export function scheduleExpirySweep(app: ProviderApp, ctx: ProviderContext, everyMs = HOUR_MS): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const sweep = async (): Promise<void> => {
    try {
      const expired = await expireDuePoints(ctx.db);
      if (expired > 0) app.log.info({ expired }, 'points expired');
    } catch (error) {
      app.log.error({ err: error }, 'points expiry sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
