import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfJamaicaDay } from '../points/points-expiry.ts';
import { providerRequests } from '../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../testing/test-provider.ts';
import { reminderDue, sendExpiryReminders } from './expiry-reminders.ts';

describe('which reminder is due (Jamaica calendar days)', () => {
  it.each([
    ['2026-11-30', null], // 31 days before
    ['2026-12-01', 30],
    ['2026-12-23', 30], // 8 days before
    ['2026-12-24', 7],
    ['2026-12-31', 7], // the last day itself
    ['2027-01-01', null], // gone
  ] as const)('on %s for points whose last day is 31 December 2026: %s', (today, due) => {
    expect(reminderDue('2026-12-31', today)).toBe(due);
  });
});

describe('the reminder sweep', () => {
  let provider: TestProvider;
  const ORIGIN = 'http://localhost:3000';

  /** A verified member who earned `points` on 15 Nov 2025 (last day: 31 Dec 2026), nothing since. */
  async function memberWithPoints(accountNumber: string, emailAddress: string, points: number, verified = true) {
    const created = await provider.db.query<{ id: string }>(
      `insert into members (account_number, email_address, password_hash, type, verified, first_name, points)
       values ($1, $2, '!', 'user', $3, 'Tanisha', $4) returning id`,
      [accountNumber, emailAddress, verified, points],
    );
    const id = created.rows[0]!.id;
    await provider.db.query(
      `insert into point_transactions (member_id, occurred_at, kind, description, location, points, amount_jmd)
       values ($1, '2025-11-15T15:00:00Z', 'earn', 'Purchase', 'Half Way Tree, St. Andrew', $2, 150000)`,
      [id, points],
    );
    return id;
  }

  const mailsTo = (to: string) => providerRequests(provider).mailCount(to, 'points-expiry-reminder');
  /** The instant a Jamaican day starts, and the millisecond before it. */
  const at = (day: string, offsetMs = 0) => new Date(startOfJamaicaDay(day).getTime() + offsetMs);

  beforeAll(async () => {
    provider = await startTestProvider({ seed: false });
    await memberWithPoints('30000001', 'tanisha@example.com', 1480);
    const optedOut = await memberWithPoints('30000002', 'opted-out@example.com', 900);
    await provider.db.query('insert into email_preferences (member_id, points_expiry) values ($1, false)', [optedOut]);
    await memberWithPoints('30000003', 'unverified@example.com', 700, false);
  });
  afterAll(() => provider.close());

  it('sends each reminder once, on its day in Jamaica time, and not to a member who opted out', async () => {
    // 30 November, 23:59:59.999 in Kingston (04:59 UTC on 1 December): 31 days left, nothing yet.
    expect(await sendExpiryReminders(provider.db, at('2026-12-01', -1), ORIGIN)).toBe(0);
    // Midnight in Kingston: 30 days left. The hourly sweep runs again and again that day: one mail.
    expect(await sendExpiryReminders(provider.db, at('2026-12-01'), ORIGIN)).toBe(1);
    expect(await sendExpiryReminders(provider.db, at('2026-12-01', 3_600_000), ORIGIN)).toBe(0);
    expect(await sendExpiryReminders(provider.db, at('2026-12-23', 23 * 3_600_000), ORIGIN)).toBe(0);
    expect(await mailsTo('tanisha@example.com')).toBe(1);

    const first = await providerRequests(provider).latestMail('tanisha@example.com', 'points-expiry-reminder');
    expect(first?.subject).toBe('1,480 points expire on 31 December 2026');
    expect(first?.text).toContain('at the end of 31 December 2026 (Jamaica time)');
    expect(first?.text).toContain(`${ORIGIN}/account`);

    // A week before: the second and last reminder.
    expect(await sendExpiryReminders(provider.db, at('2026-12-24'), ORIGIN)).toBe(1);
    expect(await sendExpiryReminders(provider.db, at('2026-12-31', 12 * 3_600_000), ORIGIN)).toBe(0);
    expect(await mailsTo('tanisha@example.com')).toBe(2);
    const second = await providerRequests(provider).latestMail('tanisha@example.com', 'points-expiry-reminder');
    expect(second?.text).toContain('one week left');

    expect(await mailsTo('opted-out@example.com')).toBe(0);
    expect(await mailsTo('unverified@example.com')).toBe(0);
  });

  it('reminds of what is left of a batch, and not at all once it is spent', async () => {
    const id = await memberWithPoints('30000004', 'spender@example.com', 1000);
    await provider.db.query(
      `insert into point_transactions (member_id, occurred_at, kind, description, points)
       values ($1, '2026-02-10T15:00:00Z', 'redeem', 'Reward redeemed', -400)`,
      [id],
    );
    await provider.db.query('update members set points = 600 where id = $1', [id]);
    const spent = await memberWithPoints('30000005', 'spent@example.com', 500);
    await provider.db.query(
      `insert into point_transactions (member_id, occurred_at, kind, description, points)
       values ($1, '2026-03-01T15:00:00Z', 'redeem', 'Reward redeemed', -500)`,
      [spent],
    );
    await provider.db.query('update members set points = 0 where id = $1', [spent]);

    await sendExpiryReminders(provider.db, at('2026-12-02'), ORIGIN);
    const mail = await providerRequests(provider).latestMail('spender@example.com', 'points-expiry-reminder');
    expect(mail?.subject).toBe('600 points expire on 31 December 2026');
    expect(await mailsTo('spent@example.com')).toBe(0);
  });
});
