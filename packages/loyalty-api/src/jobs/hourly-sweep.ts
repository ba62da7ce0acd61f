import { issueBirthdayTreats } from '../birthday/birthday-treats.ts';
import type { ProviderApp, ProviderContext } from '../context.ts';
import { pruneOfferPreviews } from '../offers/offer-previews.ts';
import { expireDuePoints } from '../points/points-expiry.ts';
import { sendExpiryReminders } from '../reminders/expiry-reminders.ts';
import { sendMonthlyStatements } from '../reminders/monthly-statement.ts';
import { sendNewRewardsMails } from '../reminders/new-rewards-mail.ts';
import { pruneEndedSessions } from '../security/prune-ended-sessions.ts';

const HOUR_MS = 3_600_000;

/**
 * The provider's dated work, when it starts and every hour after: points whose last day has
 * passed expire (a batch's last day ends at midnight, Jamaica time), then the reminders due today
 * go out, then last month's statements, then news of rewards added since each member's last such
 * e-mail, then the birthday treats of the month. Each job is safe to run again and from several
 * provider instances at once: expiry locks the member, each reminder and statement is a row that
 * only one sweep can insert, a member's new-rewards mark moves only from where one sweep read it,
 * and a birthday treat is a voucher unique per member and year; ended sessions are deleted a week
 * after they ended (security/prune-ended-sessions.ts), and offer previews once expired. A job that fails is logged and the
 * next one still runs.
 */
export function scheduleHourlySweep(app: ProviderApp, ctx: ProviderContext, everyMs = HOUR_MS): void {
  const jobs: Array<[name: string, run: (now: Date) => Promise<number>]> = [
    ['points expired', (now) => expireDuePoints(ctx.db, now)],
    ['points expiry reminders sent', (now) => sendExpiryReminders(ctx.db, now, ctx.settings.portalOrigin)],
    ['monthly statements sent', (now) => sendMonthlyStatements(ctx.db, now, ctx.settings.portalOrigin)],
    ['new rewards e-mails sent', (now) => sendNewRewardsMails(ctx.db, now, ctx.settings.portalOrigin)],
    ['birthday treats issued', (now) => issueBirthdayTreats(ctx.db, now, ctx.settings.portalOrigin)],
    ['ended sessions deleted', (now) => pruneEndedSessions(ctx.db, now)],
    ['expired offer previews deleted', (now) => pruneOfferPreviews(ctx.db, now)],
  ];
  let timer: ReturnType<typeof setInterval> | undefined;
  const sweep = async (): Promise<void> => {
    for (const [name, run] of jobs) {
      try {
        const count = await run(ctx.now());
        if (count > 0) app.log.info({ count }, name);
      } catch (error) {
        app.log.error({ err: error }, `${name}: the sweep failed`);
      }
    }
  };
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
