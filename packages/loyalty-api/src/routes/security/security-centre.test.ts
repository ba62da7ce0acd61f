import { MemberSessionsSchema, SignInEventsSchema } from '@portal/contracts/provider/security';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_SESSION_KEPT_MS, pruneEndedSessions } from '../../security/prune-ended-sessions.ts';
import { DEMO_PASSWORD } from '../../seed/demo-members.ts';
import { providerRequests } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
beforeAll(async () => {
  provider = await startTestProvider();
  api = providerRequests(provider);
});
afterAll(() => provider.close());

/** A password grant from a browser, as the BFF sends it: its User-Agent and device id. */
async function signIn(username: string, userAgent: string, deviceId: string, password = DEMO_PASSWORD) {
  const response = await api.token({
    grant_type: 'password',
    username,
    password,
    user_agent: userAgent,
    device_id: deviceId,
  });
  await provider.ctx.background.idle();
  return response;
}

async function tokensOf(username: string, userAgent: string, deviceId: string) {
  const response = await signIn(username, userAgent, deviceId);
  expect(response.statusCode).toBe(200);
  const { access_token, refresh_token } = response.json() as { access_token: string; refresh_token: string };
  return { access: access_token, refresh: refresh_token };
}

describe('the security centre', () => {
  it('lists the member’s open sessions with their device and browser, this one first', async () => {
    const phone = await tokensOf('20000001', IPHONE_SAFARI, 'device-phone-0000001');
    const laptop = await tokensOf('20000001', WINDOWS_CHROME, 'device-laptop-000001');
    const sessions = v.parse(MemberSessionsSchema, (await api.get('/api/v1/account/sessions', phone.access)).json());
    expect(sessions[0]).toMatchObject({ device: 'iPhone', browser: 'Safari', current: true });
    expect(sessions.find((session) => !session.current && session.browser === 'Chrome')).toMatchObject({
      device: 'Windows computer',
    });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const other = await api.get('/api/v1/account/sessions', await api.login('20000004'));
    expect(v.parse(MemberSessionsSchema, other.json()).map((session) => session.id)).not.toContain(sessions[0]!.id);
    await api.delete('/api/v1/account/sessions', phone.access);
    await api.delete('/api/v1/account/sessions', laptop.access);
  });

  it('signs out another session at once: its access token and its refresh token stop working', async () => {
    const mine = await tokensOf('20000004', WINDOWS_CHROME, 'device-laptop-000004');
    const theirs = await tokensOf('20000004', IPHONE_SAFARI, 'device-phone-0000004');
    const listed = v.parse(MemberSessionsSchema, (await api.get('/api/v1/account/sessions', mine.access)).json());
    const target = listed.find((session) => !session.current && session.device === 'iPhone');
    expect(target).toBeDefined();
    expect((await api.get('/api/v1/account/points', theirs.access)).statusCode).toBe(200);

    const ended = await api.delete(`/api/v1/account/sessions/${target!.id}`, mine.access);
    expect(ended.statusCode).toBe(204);
    expect((await api.get('/api/v1/account/points', theirs.access)).statusCode).toBe(401);
    expect((await api.token({ grant_type: 'refresh_token', refresh_token: theirs.refresh })).statusCode).toBe(400);
    expect((await api.get('/api/v1/account/points', mine.access)).statusCode).toBe(200);
    const after = v.parse(MemberSessionsSchema, (await api.get('/api/v1/account/sessions', mine.access)).json());
    expect(after.map((session) => session.id)).not.toContain(target!.id);

    expect((await api.delete(`/api/v1/account/sessions/${target!.id}`, mine.access)).statusCode).toBe(404);
    const own = listed.find((session) => session.current)!;
    expect((await api.delete(`/api/v1/account/sessions/${own.id}`, mine.access)).statusCode).toBe(409);
  });

  it('a browser signing in again replaces its own earlier session, which stops working', async () => {
    const first = await tokensOf('20000002', IPHONE_SAFARI, 'device-phone-again-02');
    const second = await tokensOf('20000002', IPHONE_SAFARI, 'device-phone-again-02');
    const listed = v.parse(MemberSessionsSchema, (await api.get('/api/v1/account/sessions', second.access)).json());
    expect(listed.filter((session) => session.device === 'iPhone')).toHaveLength(1);
    expect((await api.token({ grant_type: 'refresh_token', refresh_token: first.refresh })).statusCode).toBe(400);
    expect((await api.get('/api/v1/account/points', first.access)).statusCode).toBe(401);
    await api.delete('/api/v1/account/sessions', second.access);
  });

  it('deletes ended sessions a week after they ended, and abandoned ones once their refresh token is spent', async () => {
    const sessionsOf = async (deviceId: string) =>
      (
        await provider.ctx.db.query<{ id: string }>('select id from oauth_sessions where device_id = $1', [deviceId])
      ).rows.map((row) => row.id);
    const ended = await tokensOf('20000002', WINDOWS_CHROME, 'device-prune-ended-01');
    await api.delete('/api/v1/account/sessions', ended.access);
    await tokensOf('20000002', WINDOWS_CHROME, 'device-prune-ended-01'); // replaces (ends) the first
    const open = await tokensOf('20000002', IPHONE_SAFARI, 'device-prune-opened-1');
    expect(await sessionsOf('device-prune-ended-01')).toHaveLength(2);

    const now = Date.now();
    await pruneEndedSessions(provider.ctx.db, new Date(now + ENDED_SESSION_KEPT_MS - 60_000));
    expect(await sessionsOf('device-prune-ended-01')).toHaveLength(2);
    await pruneEndedSessions(provider.ctx.db, new Date(now + ENDED_SESSION_KEPT_MS + 60_000));
    // The replaced session is gone; the one that replaced it is open and stays, as does the phone's.
    expect(await sessionsOf('device-prune-ended-01')).toHaveLength(1);
    expect(await sessionsOf('device-prune-opened-1')).toHaveLength(1);
    // Thirty days on, nobody has used the phone's refresh token: a week after that, it goes too.
    const refreshTtlMs = provider.settings.refreshTokenTtlSeconds * 1000;
    await pruneEndedSessions(provider.ctx.db, new Date(now + refreshTtlMs + ENDED_SESSION_KEPT_MS + 60_000));
    expect(await sessionsOf('device-prune-opened-1')).toHaveLength(0);
    expect((await api.get('/api/v1/account/points', open.access)).statusCode).toBe(401);
  });

  it('never ends another member’s session', async () => {
    const victim = await tokensOf('20000001', WINDOWS_CHROME, 'device-laptop-000001');
    const [victimSession] = v.parse(
      MemberSessionsSchema,
      (await api.get('/api/v1/account/sessions', victim.access)).json(),
    );
    const attacker = await api.login('20000004');
    expect((await api.delete(`/api/v1/account/sessions/${victimSession!.id}`, attacker)).statusCode).toBe(404);
    expect((await api.get('/api/v1/account/points', victim.access)).statusCode).toBe(200);
    expect((await api.get('/api/v1/account/sessions', await api.client())).statusCode).toBe(403);
  });

  it('signs out every other session and keeps this one', async () => {
    const mine = await tokensOf('20000002', WINDOWS_CHROME, 'device-laptop-000002');
    const others = [
      await tokensOf('20000002', IPHONE_SAFARI, 'device-phone-0000002'),
      await tokensOf('20000002', IPHONE_SAFARI, 'device-tablet-000002'),
    ];
    const ended = await api.delete('/api/v1/account/sessions', mine.access);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().ended).toBeGreaterThanOrEqual(2);
    for (const other of others) expect((await api.get('/api/v1/account/points', other.access)).statusCode).toBe(401);
    const left = v.parse(MemberSessionsSchema, (await api.get('/api/v1/account/sessions', mine.access)).json());
    expect(left).toEqual([expect.objectContaining({ current: true, device: 'Windows computer' })]);
  });

  it('lists the last ten sign-ins, newest first, wrong passwords as failures', async () => {
    for (let i = 0; i < 9; i++) await signIn('20000001', WINDOWS_CHROME, 'device-laptop-000001');
    expect((await signIn('20000001', IPHONE_SAFARI, 'device-phone-0000001', 'not-the-password')).statusCode).toBe(400);
    const mine = await tokensOf('20000001', WINDOWS_CHROME, 'device-laptop-000001');
    const events = v.parse(SignInEventsSchema, (await api.get('/api/v1/account/sign-ins', mine.access)).json());
    expect(events).toHaveLength(10);
    expect(events[0]).toMatchObject({ succeeded: true, device: 'Windows computer', browser: 'Chrome' });
    expect(events[1]).toMatchObject({ succeeded: false, device: 'iPhone', browser: 'Safari' });
    expect(events.slice(2).every((event) => event.succeeded)).toBe(true);
    const times = events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('the new-device e-mail', () => {
  it('is sent when a right password comes from a browser the member has not signed in from before', async () => {
    const to = 'incomplete@example.com';
    const before = await api.mailCount(to, 'new-device-sign-in');
    await tokensOf('20000004', WINDOWS_CHROME, 'device-laptop-000004');
    expect(await api.mailCount(to, 'new-device-sign-in')).toBe(before);
    // A wrong password from a new browser is no sign-in.
    await signIn('20000004', IPHONE_SAFARI, 'device-stranger-00004', 'not-the-password');
    expect(await api.mailCount(to, 'new-device-sign-in')).toBe(before);

    await tokensOf('20000004', IPHONE_SAFARI, 'device-stranger-00004');
    expect(await api.mailCount(to, 'new-device-sign-in')).toBe(before + 1);
    const mail = await api.latestMail(to, 'new-device-sign-in');
    expect(mail?.subject).toBe('New sign-in to your Island Rewards account');
    expect(mail?.text).toContain('Safari on iPhone');
    expect(mail?.text).toContain('/account#security');

    await tokensOf('20000004', IPHONE_SAFARI, 'device-stranger-00004');
    expect(await api.mailCount(to, 'new-device-sign-in')).toBe(before + 1);
  });

  it('is not sent at a member’s very first sign-in, nor to a guest’s generated address', async () => {
    const first = await provider.db.query<{ count: string }>(
      "select count(*) as count from sign_in_events e join members m on m.id = e.member_id where m.account_number = '20000003'",
    );
    expect(Number(first.rows[0]?.count)).toBe(0);
    await tokensOf('20000003', WINDOWS_CHROME, 'device-guest-laptop03');
    await tokensOf('20000003', IPHONE_SAFARI, 'device-guest-phone003');
    expect(await api.mailCount('20000003@guest.islandrewards.jm')).toBe(0);
  });
});
