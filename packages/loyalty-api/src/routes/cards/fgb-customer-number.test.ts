import { CARD_NOT_LINKED_MESSAGE, LinkedCardSchema, LinkedCardsSchema } from '@portal/contracts/provider/cards';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
});
afterAll(() => provider.close());

describe('GET /api/v1/fgb-customer-number', () => {
  it('lists the member’s own cards, never the full customer number', async () => {
    const member = await api.login('20000001');
    const response = await api.get('/api/v1/fgb-customer-number', member);
    expect(v.parse(LinkedCardsSchema, response.json())).toEqual([
      { id: expect.any(Number), customerNumberEnding: '3455', cardLastFour: '4821', linkedAt: expect.any(String) },
    ]);
    expect(response.body).not.toContain('10023455');
    expect((await api.get('/api/v1/fgb-customer-number', await api.login('20000004'))).json()).toEqual([]);
  });
});

describe('POST /api/v1/fgb-customer-number', () => {
  it('links a card the bank knows, and linking it again answers with the same card', async () => {
    const member = await api.login('20000004');
    const linked = await api.post('/api/v1/fgb-customer-number', member, {
      customerNumber: '4417 8028',
      cardLastFour: '1234',
    });
    expect(linked.statusCode).toBe(201);
    const card = v.parse(LinkedCardSchema, linked.json());
    expect(card).toMatchObject({ customerNumberEnding: '8028', cardLastFour: '1234' });
    const again = await api.post('/api/v1/fgb-customer-number', member, {
      customerNumber: '44178028',
      cardLastFour: '1234',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(card.id);
    expect((await api.get('/api/v1/fgb-customer-number', member)).json()).toHaveLength(1);
  });

  it('refuses with the requirements’ message a number the bank does not know, or a card another member holds', async () => {
    const member = await api.login('20000004');
    const unknown = await api.post('/api/v1/fgb-customer-number', member, {
      customerNumber: '44178029',
      cardLastFour: '1234',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ code: 'card_not_linked', message: CARD_NOT_LINKED_MESSAGE });
    const someoneElses = await api.post('/api/v1/fgb-customer-number', member, {
      customerNumber: '10023455',
      cardLastFour: '4821',
    });
    expect(someoneElses.statusCode).toBe(422);
  });

  it('never takes a full card number', async () => {
    const member = await api.login('20000004');
    const response = await api.post('/api/v1/fgb-customer-number', member, {
      customerNumber: '44178028',
      cardLastFour: '4111111111111111',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ field: 'cardLastFour', message: 'This field has maximum length of 4' });
    const stored = await provider.db.query("select 1 from linked_cards where card_last_four like '4111%'");
    expect(stored.rows).toHaveLength(0);
  });

  it('links at most five cards per member', async () => {
    // 20000001 has one card from the seed; a pending member may not link any (below).
    const member = await api.login('20000001');
    const numbers = ['31006182', '20051876', '44178028', '10023455', '31006182'];
    const statuses: number[] = [];
    for (const [i, customerNumber] of numbers.entries()) {
      const response = await api.post('/api/v1/fgb-customer-number', member, {
        customerNumber,
        cardLastFour: `100${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 422]);
  });
});

describe('who may link a card', () => {
  it.each([
    ['20000003', 'a guest', 'full_registration_required', /^Guest accounts can’t link partner-bank cards/],
    [
      '20000002',
      'a member whose e-mail address is not verified',
      'account_not_verified',
      /^Verify your e-mail address to link partner-bank cards/,
    ],
  ])('refuses %s (%s) with 403 and links nothing', async (accountNumber, _, code, message) => {
    const session = await api.login(accountNumber);
    const before = (await api.get('/api/v1/fgb-customer-number', session)).json();
    const response = await api.post('/api/v1/fgb-customer-number', session, {
      customerNumber: '44178028',
      cardLastFour: '5678',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(code);
    expect(response.json().message).toMatch(message);
    expect((await api.get('/api/v1/fgb-customer-number', session)).json()).toEqual(before);
  });
});
