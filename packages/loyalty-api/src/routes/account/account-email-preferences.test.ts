import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;

beforeAll(async () => {
  // The provider's clock in mid-November 2026, Jamaica time: "last month" is October.
  provider = await startTestProvider({}, { now: () => new Date('2026-11-18T17:00:00Z') });
  api = providerRequests(provider);
});
afterAll(() => provider.close());

describe('GET and PUT /api/v1/account/email-preferences', () => {
  it('starts with expiry reminders on and the rest off, and keeps what the member chooses', async () => {
    const bearer = await api.login('20000004');
    expect((await api.get('/api/v1/account/email-preferences', bearer)).json()).toEqual({
      pointsExpiry: true,
      newRewards: false,
      statements: false,
    });
    const choice = { pointsExpiry: false, newRewards: true, statements: true };
    const saved = await api.put('/api/v1/account/email-preferences', bearer, choice);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(choice);
    expect((await api.get('/api/v1/account/email-preferences', bearer)).json()).toEqual(choice);
    // Another member's are their own.
    const other = await api.login('20000001');
    expect((await api.get('/api/v1/account/email-preferences', other)).json().statements).toBe(false);
  });

  it('refuses a partial or mistyped choice and keeps the stored one', async () => {
    const bearer = await api.login('20000004');
    for (const body of [
      { pointsExpiry: true },
      { pointsExpiry: 'yes', newRewards: false, statements: false },
      { pointsExpiry: true, newRewards: false, statements: false, admin: true },
    ]) {
      const refused = await api.put('/api/v1/account/email-preferences', bearer, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    expect((await api.get('/api/v1/account/email-preferences', bearer)).json().newRewards).toBe(true);
  });

  it('needs a member', async () => {
    expect((await api.get('/api/v1/account/email-preferences', await api.client())).statusCode).toBe(403);
  });
});

describe('POST /api/v1/account/statement', () => {
  it('e-mails last month’s statement: balances either side, totals, and every row of the month', async () => {
    const bearer = await api.login('20000001');
    const answer = await api.post('/api/v1/account/statement', bearer);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ status: 'sent', month: '2026-10', emailAddress: 'member@example.com' });
    const mail = await api.latestMail('member@example.com', 'statement');
    expect(mail?.subject).toBe('Your Island Rewards statement for October 2026');
    expect(mail?.text).toContain('Balance on 1 October 2026:');
    expect(mail?.text).toContain('Balance on 31 October 2026:');

    // The figures are the ledger's: opening + the month's rows = closing.
    const figure = (label: string) => {
      const match = new RegExp(`${label}: ([+−]?)([\\d,]+) pts`).exec(mail?.text ?? '');
      if (!match) throw new Error(`no ${label} in the statement`);
      return (match[1] === '−' ? -1 : 1) * Number(match[2]!.replaceAll(',', ''));
    };
    const opening = figure('Balance on 1 October 2026');
    const closing = figure('Balance on 31 October 2026');
    const rows = [...(mail?.text ?? '').matchAll(/^\d{1,2} \w{3,4} \d{4} .* ([+−])([\d,]+) pts$/gm)].map(
      ([, sign, value]) => (sign === '−' ? -1 : 1) * Number(value!.replaceAll(',', '')),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(opening + rows.reduce((sum, value) => sum + value, 0)).toBe(closing);
    expect(figure('Earned') + figure('Redeemed') + figure('Expired') + figure('Adjustments')).toBe(closing - opening);
  });

  it('takes an earlier month, refuses the current one, and refuses an unverified address', async () => {
    const bearer = await api.login('20000001');
    expect((await api.post('/api/v1/account/statement', bearer, { month: '2026-09' })).json().month).toBe('2026-09');
    const current = await api.post('/api/v1/account/statement', bearer, { month: '2026-11' });
    expect(current.statusCode).toBe(400);
    expect(current.json().errors).toEqual([{ field: 'month', message: 'Choose a month before this one.' }]);
    expect((await api.post('/api/v1/account/statement', bearer, { month: 'October' })).statusCode).toBe(400);

    const pending = await api.post('/api/v1/account/statement', await api.login('20000002'));
    expect(pending.statusCode).toBe(403);
    expect(pending.json().code).toBe('account_not_verified');
  });
});
