import { PromoClaimSchema, PromoCodeSchema } from '@portal/contracts/provider/promo-codes';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
let member: string;
beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
  member = await api.login('20000002');
});
afterAll(() => provider.close());

describe('GET /api/v1/promo-codes/{code}', () => {
  it('describes a code, in any case, with where it stands for this member', async () => {
    const response = await api.get('/api/v1/promo-codes/island250', member);
    expect(response.statusCode).toBe(200);
    expect(v.parse(PromoCodeSchema, response.json())).toMatchObject({
      code: 'ISLAND250',
      points: 250,
      status: 'available',
    });
    const status = async (code: string, session = member) =>
      (await api.get(`/api/v1/promo-codes/${code}`, session)).json().status;
    expect(await status('BACKTOSCHOOL')).toBe('expired');
    expect(await status('COMINGSOON')).toBe('not-started');
    expect(await status('VIPONLY')).toBe('exhausted');
    expect(await status('WELCOME100', await api.login('20000001'))).toBe('claimed');
    expect(await status('VIPONLY', await api.login('20000004'))).toBe('claimed');
  });

  it('answers an unknown code 404 with a message to show', async () => {
    const response = await api.get('/api/v1/promo-codes/NOSUCHCODE', member);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'promo_code_unknown',
      message: 'We don’t recognise that promo code. Check the code and try again.',
    });
    expect((await api.get('/api/v1/promo-codes/bad%20code!', member)).statusCode).toBe(400);
  });

  it('is for members only', async () => {
    expect((await api.get('/api/v1/promo-codes/ISLAND250', await api.client())).statusCode).toBe(403);
  });
});

describe('POST /api/v1/promo-codes/{code}/claim', () => {
  it('credits the points once, with a promo ledger row', async () => {
    const before = (await api.get('/api/v1/account/points', member)).json().points as number;
    const response = await api.post('/api/v1/promo-codes/doubleup500/claim', member, { phoneNumber: '658 555 0177' });
    expect(response.statusCode).toBe(201);
    const claim = v.parse(PromoClaimSchema, response.json());
    expect(claim).toMatchObject({ code: 'DOUBLEUP500', pointsAwarded: 500, points: before + 500 });
    expect((await api.get('/api/v1/account/points', member)).json().points).toBe(before + 500);
    const latest = (await api.get('/api/v1/account/transactions?size=1', member)).json().content[0];
    expect(latest).toMatchObject({
      kind: 'promo',
      points: 500,
      description: 'Promo code DOUBLEUP500: Double-up weekend bonus',
    });

    const again = await api.post('/api/v1/promo-codes/DOUBLEUP500/claim', member, { phoneNumber: '6585550177' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'promo_code_claimed', message: 'You have already claimed this promo code.' });
    expect((await api.get('/api/v1/account/points', member)).json().points).toBe(before + 500);
  });

  it('claims once even when asked twice at the same moment', async () => {
    const session = await api.login('20000003');
    const before = (await api.get('/api/v1/account/points', session)).json().points as number;
    const [a, b] = await Promise.all([
      api.post('/api/v1/promo-codes/ISLAND250/claim', session, { phoneNumber: '8765550000' }),
      api.post('/api/v1/promo-codes/ISLAND250/claim', session, { phoneNumber: '8765550000' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await api.get('/api/v1/account/points', session)).json().points).toBe(before + 250);
  });

  it('refuses expired, not-yet-started, fully claimed and unknown codes, each with its own message', async () => {
    const claim = async (code: string) =>
      (await api.post(`/api/v1/promo-codes/${code}/claim`, member, { phoneNumber: '8765550000' })).json();
    expect(await claim('BACKTOSCHOOL')).toEqual({
      code: 'promo_code_expired',
      message: 'This promo code has expired.',
    });
    expect((await claim('COMINGSOON')).code).toBe('promo_code_not_started');
    expect(await claim('VIPONLY')).toEqual({
      code: 'promo_code_exhausted',
      message: 'This promo code has been fully claimed.',
    });
    expect((await claim('NOSUCHCODE')).code).toBe('promo_code_unknown');
  });

  it('needs a Jamaican phone number', async () => {
    const response = await api.post('/api/v1/promo-codes/ISLAND250/claim', member, { phoneNumber: '3055550142' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ field: 'phoneNumber', message: 'Invalid input' });
  });
});
