import { VoucherPageSchema } from '@portal/contracts/provider/vouchers';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProvider } from '../app.ts';
import { providerRequests } from '../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../testing/test-provider.ts';
import { issueBirthdayTreats } from './birthday-treats.ts';

const ORIGIN = 'http://localhost:3000';
/** Simone Campbell, the seed's 20000001, born on 22 July. */
const SIMONE = { accountNumber: '20000001', email: 'member@example.com' };

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
/** The provider's clock, moved by the tests below. */
let clock = new Date('2027-07-10T15:00:00Z');
const now = () => clock;

beforeAll(async () => {
  // Started in Simone's birthday month: the sweep at start issues her treat.
  provider = await startTestProvider({}, { now });
  api = providerRequests(provider);
});
afterAll(() => provider.close());

async function member(
  accountNumber: string,
  options: { birthdate?: string | null; verified?: boolean; type?: 'user' | 'guest'; pointsExpiry?: boolean } = {},
): Promise<number> {
  const created = await provider.db.query<{ id: string }>(
    `insert into members (account_number, email_address, password_hash, type, verified, first_name, birthdate)
     values ($1, $2, '!', $3, $4, 'Tanisha', $5) returning id`,
    [
      accountNumber,
      `${accountNumber}@example.com`,
      options.type ?? 'user',
      options.verified ?? true,
      options.birthdate === undefined ? '1992-07-30' : options.birthdate,
    ],
  );
  const id = Number(created.rows[0]!.id);
  if (options.pointsExpiry !== undefined) {
    await provider.db.query('insert into email_preferences (member_id, points_expiry) values ($1, $2)', [
      id,
      options.pointsExpiry,
    ]);
  }
  return id;
}

async function treatsOf(accountNumber: string): Promise<Array<{ birthday_year: number; value_jmd: string }>> {
  const rows = await provider.db.query<{ birthday_year: number; value_jmd: string }>(
    `select v.birthday_year, v.value_jmd from vouchers v join members m on m.id = v.member_id
      where m.account_number = $1 and v.kind = 'birthday' order by v.birthday_year`,
    [accountNumber],
  );
  return rows.rows;
}

const sweep = () => issueBirthdayTreats(provider.db, now(), ORIGIN);

describe('the birthday treat', () => {
  it('is issued by the sweep at start in the birthday month, with an e-mail, and is in the member’s vouchers', async () => {
    expect(await treatsOf(SIMONE.accountNumber)).toHaveLength(1);
    expect(await api.mailCount(SIMONE.email, 'birthday-treat')).toBe(1);
    const mail = await api.latestMail(SIMONE.email, 'birthday-treat');
    expect(mail?.subject).toBe('Happy birthday: a J$1,000.00 treat from Island Rewards');
    expect(mail?.text).toContain('Happy birthday, Simone!');
    expect(mail?.text).toContain('Use it by the end of 31 July 2027 (Jamaica time)');

    const bearer = await api.login(SIMONE.accountNumber);
    const found = await api.get('/api/v1/vouchers/search?kind=birthday&status=issued', bearer);
    const page = v.parse(VoucherPageSchema, found.json());
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({
      kind: 'birthday',
      status: 'issued',
      rewardId: null,
      rewardName: 'Birthday treat',
      valueJmd: 1000,
      pointsCost: 0,
      expiresAt: '2027-08-01T04:59:59.999Z',
    });
    expect(mail?.text).toContain(`${ORIGIN}/vouchers/${page.content[0]!.voucherNumber}`);
    // Among the member's vouchers (the All list), and only one kind when asked for rewards.
    const all = (await api.get('/api/v1/vouchers', bearer)).json() as Array<{ kind: string }>;
    expect(all.filter((voucher) => voucher.kind === 'birthday')).toHaveLength(1);
    const rewards = v.parse(VoucherPageSchema, (await api.get('/api/v1/vouchers/search?kind=reward', bearer)).json());
    expect(rewards.content.every((voucher) => voucher.kind === 'reward')).toBe(true);
  });

  it('runs twice: one voucher and one e-mail', async () => {
    await member('30000001');
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    expect(await treatsOf('30000001')).toHaveLength(1);
    expect(await api.mailCount('30000001@example.com', 'birthday-treat')).toBe(1);
  });

  it('two sweeps at once: one voucher and one e-mail', async () => {
    await member('30000002');
    const counts = await Promise.all([sweep(), sweep(), sweep()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await treatsOf('30000002')).toHaveLength(1);
    expect(await api.mailCount('30000002@example.com', 'birthday-treat')).toBe(1);
  });

  it('the database refuses a second treat for the same member and year, whoever inserts it', async () => {
    const id = await member('30000003');
    await sweep();
    await expect(
      provider.db.query(
        `insert into vouchers (voucher_number, member_id, status, value_jmd, points_cost, expires_at, kind, birthday_year)
         values ('111111111116', $1, 'issued', 1000, 0, '2027-08-01T04:59:59Z', 'birthday', 2027)`,
        [id],
      ),
    ).rejects.toThrow(/vouchers_one_birthday_treat_a_year/);
  });

  it('with the reminders e-mail turned off: the voucher, but no e-mail', async () => {
    await member('30000004', { pointsExpiry: false });
    await sweep();
    expect(await treatsOf('30000004')).toHaveLength(1);
    expect(await api.mailCount('30000004@example.com')).toBe(0);
  });

  it('none outside the birthday month, none without a birthdate, none for a guest or a pending member', async () => {
    await member('30000005', { birthdate: '1992-08-01' });
    await member('30000006', { birthdate: null });
    await member('30000007', { type: 'guest', verified: false });
    await member('30000008', { verified: false });
    await sweep();
    for (const accountNumber of ['30000005', '30000006', '30000007', '30000008']) {
      expect(await treatsOf(accountNumber), accountNumber).toHaveLength(0);
    }
  });

  it('a birthdate added during the birthday month: the treat on the next sweep', async () => {
    const id = await member('30000009', { birthdate: null });
    await sweep();
    expect(await treatsOf('30000009')).toHaveLength(0);
    await provider.db.query(`update members set birthdate = '1988-07-04' where id = $1`, [id]);
    await sweep();
    expect(await treatsOf('30000009')).toHaveLength(1);
  });

  it('a restart (the provider built again on the same database) issues none again', async () => {
    const before = await provider.db.query<{ count: string }>(
      `select count(*) as count from vouchers where kind = 'birthday'`,
    );
    clock = new Date('2027-07-31T23:00:00Z'); // later in the same month, in Jamaica
    const restarted = await buildProvider(provider.db, provider.settings, { now });
    await restarted.app.ready(); // the sweep runs on start
    await restarted.app.close();
    const after = await provider.db.query<{ count: string }>(
      `select count(*) as count from vouchers where kind = 'birthday'`,
    );
    expect(Number(after.rows[0]!.count)).toBe(Number(before.rows[0]!.count));
    expect(await api.mailCount(SIMONE.email, 'birthday-treat')).toBe(1);
  });

  it('next year, the next treat', async () => {
    clock = new Date('2028-07-01T12:00:00Z');
    await sweep();
    expect((await treatsOf(SIMONE.accountNumber)).map((treat) => treat.birthday_year)).toEqual([2027, 2028]);
  });
});
