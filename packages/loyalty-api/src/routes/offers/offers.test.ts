import { offerFileTime } from '@portal/contracts/provider/offer-file';
import { MemberOfferListSchema, MemberOfferSchema } from '@portal/contracts/provider/offers';
import { RecordedPurchaseSchema } from '@portal/contracts/provider/purchases';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

const HOUR_MS = 3_600_000;
/** The provider's clock: moved by the tests that need an offer's start or end to pass. */
let clock = Date.parse('2026-12-03T15:00:00Z');
let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
let marketing: string;
let till: string;

/** A time in Jamaica's wall clock, as marketing writes it ("2026-12-03T10:00"). */

const portmore = {
  id: 'test-spend',
  title: 'Portmore spend offer',
  image: '/media/offers/portmore-spend.svg',
  rule: { bonus: { kind: 'fixed', points: 150 }, on: { kind: 'spend', minimumJmd: 10_000 } },
  window: { start: offerFileTime(clock - 24 * HOUR_MS), end: offerFileTime(clock + 24 * HOUR_MS) },
  audience: { kind: 'all' },
  capPerMember: 300,
};
const groceries = {
  ...portmore,
  id: 'test-groceries',
  title: 'Double points on groceries',
  rule: { bonus: { kind: 'multiplier', times: 2 }, on: { kind: 'category', category: 'Groceries' } },
  capPerMember: 10_000,
};
const listed = {
  ...portmore,
  id: 'test-listed',
  title: 'Just for you',
  audience: { kind: 'members', accountNumbers: ['20000004'] },
};
const coming = {
  ...portmore,
  id: 'test-coming',
  title: 'Coming soon',
  window: { start: offerFileTime(clock + 2 * HOUR_MS), end: offerFileTime(clock + 48 * HOUR_MS) },
};

const publish = (body: unknown, bearer = marketing) => api.post('/operator/v1/offers', bearer, body);
/** The ids of this file's offers a member sees (the demo offers are seeded beside them). */
const offersOf = async (bearer: string) =>
  v
    .parse(MemberOfferListSchema, (await api.get('/api/v1/offers', bearer)).json())
    .map((offer) => offer.id)
    .filter((id) => id.startsWith('test-'));
const purchase = (purchaseId: string, more: Record<string, unknown> = {}) =>
  api.post('/operator/v1/purchases', till, {
    purchaseId,
    accountNumber: '20000001',
    occurredAt: new Date(clock).toISOString(),
    store: 'Portmore Pines, St. Catherine',
    amountJmd: 12_000,
    lines: [{ category: 'Groceries', brand: 'Grace', amountJmd: 5_000 }],
    ...more,
  });

beforeAll(async () => {
  provider = await startTestProvider({}, { now: () => new Date(clock) });
  api = providerRequests(provider);
  marketing = await api.operator('marketing');
  till = await api.operator('till');
});
afterAll(() => provider.close());

describe('POST /operator/v1/offers (marketing publishes a file)', () => {
  it('takes marketing’s token only: none is a 401, the BFF’s client token, the till’s or a member’s a 403', async () => {
    const file = { offers: [portmore] };
    expect((await api.post('/operator/v1/offers', '', file)).statusCode).toBe(401);
    expect((await publish(file, await api.client())).statusCode).toBe(403);
    expect((await publish(file, till)).statusCode).toBe(403);
    expect((await publish(file, await api.login('20000001'))).statusCode).toBe(403);
  });

  it('refuses marketing’s token once its secret is no longer set', async () => {
    const secrets = provider.ctx.settings.operatorSecrets!;
    const kept = secrets.marketing;
    delete secrets.marketing;
    try {
      expect((await publish({ offers: [portmore] })).statusCode).toBe(403);
    } finally {
      secrets.marketing = kept!;
    }
  });

  it('refuses a file with a bad rule, naming the offer and field, and changes nothing', async () => {
    const bad = { ...groceries, rule: { bonus: { kind: 'multiplier', times: 1 }, on: groceries.rule.on } };
    const response = await publish({ offers: [portmore, bad] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'offer_file_invalid',
      message: 'The offer file was not published: 1 problem. Nothing was changed.',
      errors: [{ message: 'offer "test-groceries" (offer 2), rule.bonus.times: the multiplier must be at least 1.5' }],
    });
    expect(await offersOf(await api.login('20000001'))).toEqual([]);
  });

  it('publishes a valid file: each offer to its audience only, from its start instant', async () => {
    const response = await publish({ offers: [portmore, groceries, listed, coming] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: ['test-spend', 'test-groceries', 'test-listed', 'test-coming'],
      updated: [],
    });
    expect(await offersOf(await api.login('20000001'))).toEqual(['test-groceries', 'test-spend']);
    expect(await offersOf(await api.login('20000004'))).toEqual(['test-groceries', 'test-listed', 'test-spend']);

    const start = clock + 2 * HOUR_MS;
    const saved = clock;
    try {
      clock = start - 1;
      expect(await offersOf(await api.login('20000001'))).not.toContain('test-coming');
      clock = start;
      expect(await offersOf(await api.login('20000001'))).toContain('test-coming');
    } finally {
      clock = saved;
    }
    expect((await publish({ offers: [portmore] })).json()).toEqual({ created: [], updated: ['test-spend'] });
  });
});

describe('activating an offer', () => {
  it('counts 50 parallel activations by one member once', async () => {
    const member = await api.login('20000001');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.put('/api/v1/offers/test-spend/activation', member, {})),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const activatedAt = new Set(answers.map((answer) => v.parse(MemberOfferSchema, answer.json()).activatedAt));
    expect(activatedAt).toEqual(new Set([new Date(clock).toISOString()]));
    const rows = await provider.db.query<{ count: string }>(
      "select count(*) as count from offer_activations where offer_id = 'test-spend'",
    );
    expect(Number(rows.rows[0]!.count)).toBe(1);
    // Another member's list is their own: the activation is not theirs.
    const other = v.parse(MemberOfferListSchema, (await api.get('/api/v1/offers', await api.login('20000004'))).json());
    expect(other.find((offer) => offer.id === 'test-spend')?.activatedAt).toBeNull();
  });

  it('shows guests and pending members the step they need first, and refuses them with the redeeming rule', async () => {
    for (const [accountNumber, code, firstStep] of [
      ['20000003', 'full_registration_required', 'Complete your registration first'],
      ['20000002', 'account_not_verified', 'Verify your e-mail address first'],
    ] as const) {
      const session = await api.login(accountNumber);
      const [offer] = v.parse(MemberOfferListSchema, (await api.get('/api/v1/offers', session)).json());
      expect(offer?.firstStep?.firstStep).toBe(firstStep);
      const refused = await api.put('/api/v1/offers/test-spend/activation', session, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(code);
    }
  });

  it('answers an offer not for this member as one that does not exist', async () => {
    const refused = await api.put('/api/v1/offers/test-listed/activation', await api.login('20000001'), {});
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('offer_unknown');
  });

  it('undoes an activation while the offer is open, and refuses once it has ended', async () => {
    const member = await api.login('20000004');
    expect((await api.put('/api/v1/offers/test-listed/activation', member, {})).json().activatedAt).not.toBeNull();
    const undone = await api.delete('/api/v1/offers/test-listed/activation', member);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().activatedAt).toBeNull();
    const saved = clock;
    try {
      clock += 24 * HOUR_MS;
      const late = await api.delete('/api/v1/offers/test-listed/activation', member);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('offer_not_open');
    } finally {
      clock = saved;
    }
  });
});

describe('POST /operator/v1/purchases (the till)', () => {
  it('applies every active matching offer once, and a replayed purchase applies none again', async () => {
    const member = await api.login('20000001');
    await api.put('/api/v1/offers/test-groceries/activation', member, {});
    const before = (await api.get('/api/v1/account/points', member)).json().points as number;

    const first = await purchase('till-7-000123');
    expect(first.statusCode).toBe(201);
    const recorded = v.parse(RecordedPurchaseSchema, first.json());
    // J$12,000: 120 points (20000001's tier bonus on top); +50 for J$5,000 of groceries doubled; +150 for the spend.
    expect(recorded.offers).toEqual([
      { offerId: 'test-groceries', title: 'Double points on groceries', points: 50 },
      { offerId: 'test-spend', title: 'Portmore spend offer', points: 150 },
    ]);
    expect(recorded.balance).toBe(before + recorded.points + 200);

    const replays = await Promise.all([purchase('till-7-000123'), purchase('till-7-000123')]);
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ ...recorded, replayed: true });
    }
    expect((await api.get('/api/v1/account/points', member)).json().points).toBe(recorded.balance);

    const rows = await provider.db.query<{ description: string; points: number }>(
      `select description, points from point_transactions t
        where kind = 'bonus' and member_id = (select id from members where account_number = '20000001')
        order by description`,
    );
    expect(rows.rows).toEqual([
      { description: '+150 bonus pts: Portmore spend offer', points: 150 },
      { description: '+50 bonus pts: Double points on groceries', points: 50 },
    ]);
    const offer = v.parse(MemberOfferListSchema, (await api.get('/api/v1/offers', member)).json());
    expect(offer.find((entry) => entry.id === 'test-spend')?.earnedPoints).toBe(150);
  });

  it('stops at the cap per member: the second 150 fits the 300, the third purchase gets none', async () => {
    expect((await purchase('till-7-000124')).json().offers).toContainEqual(
      expect.objectContaining({ offerId: 'test-spend', points: 150 }),
    );
    expect((await purchase('till-7-000125')).json().offers).not.toContainEqual(
      expect.objectContaining({ offerId: 'test-spend' }),
    );
  });

  it('refuses the same purchase id for another amount, and takes the till’s token only', async () => {
    const conflict = await purchase('till-7-000123', { amountJmd: 99 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('purchase_conflict');
    const asMarketing = await api.post('/operator/v1/purchases', marketing, {});
    expect(asMarketing.statusCode).toBe(403);
  });
});
