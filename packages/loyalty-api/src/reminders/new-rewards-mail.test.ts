import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../testing/test-provider.ts';
import { sendNewRewardsMails } from './new-rewards-mail.ts';

describe('the new rewards e-mail', () => {
  let provider: TestProvider;
  let categoryId: string;
  const ORIGIN = 'http://localhost:3000';

  /**
   * A member; `newRewards` stores a preference saved at `savedAt` (none: the defaults, off), by
   * default to the microsecond, as now() stores it.
   */
  async function member(
    accountNumber: string,
    emailAddress: string,
    options: { newRewards?: boolean; savedAt?: string; verified?: boolean; type?: 'user' | 'guest' } = {},
  ) {
    const created = await provider.db.query<{ id: string }>(
      `insert into members (account_number, email_address, password_hash, type, verified, first_name)
       values ($1, $2, '!', $3, $4, 'Tanisha') returning id`,
      [accountNumber, emailAddress, options.type ?? 'user', options.verified ?? true],
    );
    const id = created.rows[0]!.id;
    if (options.newRewards !== undefined) {
      await provider.db.query(
        'insert into email_preferences (member_id, new_rewards, updated_at) values ($1, $2, $3)',
        [id, options.newRewards, options.savedAt ?? '2026-11-01T12:00:00.123456Z'],
      );
    }
    return id;
  }

  /** A reward added at `createdAt`, redeemable from `activeDate` (Jamaica calendar day). */
  async function reward(
    name: string,
    createdAt: string,
    activeDate: string,
    extra: { endDate?: string; active?: boolean } = {},
  ) {
    await provider.db.query(
      `insert into rewards (category_id, slug, name, description, terms, points, image_file, active_date, end_date,
         active, created_at)
       values ($1, $2, $3, 'A reward.', '', 1500, 'x.svg', $4, $5, $6, $7)`,
      [
        categoryId,
        name.toLowerCase().replaceAll(/\W+/g, '-'),
        name,
        activeDate,
        extra.endDate ?? null,
        extra.active ?? true,
        createdAt,
      ],
    );
  }

  const mails = (to: string) => providerRequests(provider).mailCount(to, 'new-rewards');
  const latest = (to: string) => providerRequests(provider).latestMail(to, 'new-rewards');
  const sweep = (at: string) => sendNewRewardsMails(provider.db, new Date(at), ORIGIN);

  beforeAll(async () => {
    provider = await startTestProvider({ seed: false });
    const category = await provider.db.query<{ id: string }>(
      "insert into reward_categories (slug, name) values ('dining', 'Dining') returning id",
    );
    categoryId = category.rows[0]!.id;
    await member('30000001', 'tanisha@example.com', { newRewards: true });
    await member('30000002', 'opted-out@example.com', { newRewards: false });
    await member('30000003', 'never-chose@example.com');
    await member('30000004', 'unverified@example.com', { newRewards: true, verified: false });
    await member('30000005', 'guest-30000005@guest.islandrewards.jm', { newRewards: true, type: 'guest' });
  });
  afterAll(() => provider.close());

  it('lists the rewards added since the last one, once each, only to members who asked for it', async () => {
    await reward('Old Favourite', '2026-10-01T15:00:00Z', '2026-10-01');
    await reward('Jerk Chicken Dinner', '2026-11-02T15:00:00Z', '2026-11-02');
    await reward('Christmas Ham', '2026-11-02T16:00:00Z', '2026-12-15');
    await reward('Switched Off', '2026-11-03T15:00:00Z', '2026-11-03', { active: false });
    await reward('Already Over', '2026-11-03T15:00:00Z', '2026-11-01', { endDate: '2026-11-02' });

    // Before anything new: nothing to say.
    expect(await sweep('2026-11-01T20:00:00Z')).toBe(0);
    expect(await sweep('2026-11-05T12:00:00Z')).toBe(1);
    const first = await latest('tanisha@example.com');
    expect(first?.subject).toBe('A new reward at Island Rewards');
    expect(first?.text).toContain('- Jerk Chicken Dinner: 1,500 points');
    expect(first?.text).not.toMatch(/Old Favourite|Christmas Ham|Switched Off|Already Over/);
    expect(first?.text).toContain(`${ORIGIN}/rewards`);
    expect(first?.text).toContain(`${ORIGIN}/account`);

    // The hourly sweep runs again and again: the same rewards are never sent twice.
    expect(await sweep('2026-11-05T13:00:00Z')).toBe(0);
    // A reward added ahead of its start is news on its first day in Jamaica (midnight = 05:00 UTC).
    expect(await sweep('2026-12-15T04:59:59Z')).toBe(0);
    expect(await sweep('2026-12-15T05:00:00Z')).toBe(1);
    const second = await latest('tanisha@example.com');
    expect(second?.text).toContain('- Christmas Ham: 1,500 points');
    expect(second?.text).not.toContain('Jerk Chicken Dinner');
    expect(await mails('tanisha@example.com')).toBe(2);

    for (const other of [
      'opted-out@example.com',
      'never-chose@example.com',
      'unverified@example.com',
      'guest-30000005@guest.islandrewards.jm',
    ]) {
      expect(await mails(other), other).toBe(0);
    }
  });

  it('sends nothing of what was added while the member had it off, and starts again when they turn it on', async () => {
    await provider.db.query(
      "update email_preferences set new_rewards = false, updated_at = '2026-12-16T12:00:00Z' where member_id = (select id from members where account_number = '30000001')",
    );
    expect(await sweep('2026-12-16T13:00:00Z')).toBe(0);
    await reward('Boxing Day Brunch', '2026-12-20T15:00:00Z', '2026-12-20');
    expect(await sweep('2026-12-21T13:00:00Z')).toBe(0);

    await provider.db.query(
      "update email_preferences set new_rewards = true, updated_at = '2026-12-22T12:00:00Z' where member_id = (select id from members where account_number = '30000001')",
    );
    expect(await sweep('2026-12-22T13:00:00Z')).toBe(0);
    for (let day = 0; day < 12; day++) {
      await reward(`New Year Treat ${day + 1}`, '2026-12-23T15:00:00Z', '2026-12-23');
    }
    expect(await sweep('2026-12-24T13:00:00Z')).toBe(1);
    const mail = await latest('tanisha@example.com');
    expect(mail?.subject).toBe('12 new rewards at Island Rewards');
    expect(mail?.text).not.toContain('Boxing Day Brunch');
    // Ten listed, the rest counted.
    expect(mail?.text.match(/^- New Year Treat/gm)).toHaveLength(10);
    expect(mail?.text).toContain('…and 2 more.');
  });
});
