import { AccountSchema } from '@portal/contracts/provider/account';
import { MESSAGES } from '@portal/validation/messages';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-members.ts';
import { providerRequests, tokenInMail } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
});
afterAll(() => provider.close());

const completeProfile = {
  update: 'profile',
  prefix: 'Miss',
  firstName: 'Kerry-Ann',
  lastName: 'Williams',
  gender: 'Female',
  birthdate: '1990-04-12',
  phoneNumber: '8765550199',
  address1: '7 Old Hope Road',
  city: 'Spanish Town',
  parish: 'CE',
  householdSize: 3,
  dependants: 1,
  income: '$100,001-$200,000',
  occupation: 'Sales',
  namedDependants: [{ firstName: 'Jada', relationship: 'Daughter' }],
};

describe('PUT /api/v1/account (profile)', () => {
  it('saves the profile and answers with the account as it now is', async () => {
    const session = await api.login('20000004');
    const response = await api.put('/api/v1/account', session, completeProfile);
    expect(response.statusCode).toBe(200);
    const account = v.parse(AccountSchema, response.json());
    expect(account).toMatchObject({
      accountNumber: '20000004',
      address1: '7 Old Hope Road',
      householdSize: 3,
      dependants: 1,
      namedDependants: [{ firstName: 'Jada', relationship: 'Daughter' }],
    });
    expect((await api.get('/api/v1/account/spoonity-user-info', session)).json()).toEqual(account);
  });

  it('clears fields sent as null, and refuses bad values field by field', async () => {
    const session = await api.login('20000004');
    const cleared = await api.put('/api/v1/account', session, {
      ...completeProfile,
      address1: null,
      dependants: 0,
      namedDependants: [],
    });
    expect(cleared.json()).toMatchObject({ address1: null, dependants: 0, namedDependants: [] });

    const bad = await api.put('/api/v1/account', session, {
      ...completeProfile,
      parish: 'XX',
      householdSize: 2,
      dependants: 2,
      phoneNumber: '1234',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'parish', message: 'Invalid input' },
        { field: 'phoneNumber', message: 'This field has minimum length of 10' },
      ]),
    );
  });

  it('needs update access: a guest without it is sent to full registration', async () => {
    const guest = await api.login('20000003');
    const refused = await api.put('/api/v1/account', guest, { ...completeProfile, firstName: 'Guest' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Please complete your full registration to edit your profile.');
    await provider.db.query("update members set can_update = true where account_number = '20000003'");
    const allowed = await api.put('/api/v1/account', guest, { ...completeProfile, firstName: 'Guest' });
    expect(allowed.statusCode).toBe(200);
    await provider.db.query("update members set can_update = false where account_number = '20000003'");
  });

  it('takes no field it does not know (type, points, verified…)', async () => {
    const session = await api.login('20000004');
    const response = await api.put('/api/v1/account', session, { ...completeProfile, verified: true, points: 99999 });
    expect(response.statusCode).toBe(400);
    expect((await api.put('/api/v1/account', session, { firstName: 'X' })).statusCode).toBe(400);
  });

  it('answers a body of neither kind with one problem, on `update`, and a stranger’s with a 401', async () => {
    const session = await api.login('20000004');
    for (const body of [{ ...completeProfile, update: 'password' }, { firstName: 'X' }]) {
      const response = await api.put('/api/v1/account', session, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message: MESSAGES.regex,
        errors: [{ field: 'update', message: MESSAGES.regex }],
      });
    }
    // The member is known before the body is judged.
    const stranger = await api.put('/api/v1/account', 'not-a-token', { update: 'password' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().code).toBe('invalid_token');
  });
});

describe('PUT /api/v1/account (guest-registration)', () => {
  const registration = {
    update: 'guest-registration',
    prefix: 'Mr.',
    firstName: 'Omar',
    lastName: 'Reid',
    emailAddress: 'omar.reid@example.com',
    phoneNumber: '8765550333',
    birthdate: '1988-12-01',
    gender: 'Male',
    password: 'Sunny-Negril-88',
    termsAccepted: true,
  };

  it('refuses an address another account holds, saying so to the signed-in guest', async () => {
    const guest = await api.login('20000003');
    const response = await api.put('/api/v1/account', guest, { ...registration, emailAddress: 'member@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'email_unavailable', errors: [{ field: 'emailAddress' }] });
  });

  it('makes the guest a pending user with their own password, and mails a verification link', async () => {
    const guest = await api.login('20000003');
    const response = await api.put('/api/v1/account', guest, registration);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'user',
      verified: false,
      canUpdate: true,
      emailAddress: 'omar.reid@example.com',
      firstName: 'Omar',
    });
    // Still signed in; the new password works, the generated one does not.
    expect((await api.get('/api/v1/account/points', guest)).statusCode).toBe(200);
    await api.login('omar.reid@example.com', 'Sunny-Negril-88');
    expect(
      (await api.token({ grant_type: 'password', username: '20000003', password: DEMO_PASSWORD })).statusCode,
    ).toBe(400);
    const type = await api.get('/api/v1/account/type?card=20000003', guest);
    expect(type.json()).toEqual({ accountType: 'user' });

    const token = tokenInMail((await api.latestMail('omar.reid@example.com', 'email-verification'))!.text);
    expect((await api.get(`/api/v1/account/verify-email?token=${token}`, guest)).statusCode).toBe(200);
    expect((await api.get('/api/v1/account/spoonity-user-info', guest)).json().verified).toBe(true);
  });

  it('is refused to a member who is already a full member', async () => {
    const member = await api.login('20000001');
    const response = await api.put('/api/v1/account', member, { ...registration, emailAddress: 'x@example.com' });
    expect(response.statusCode).toBe(409);
  });
});
