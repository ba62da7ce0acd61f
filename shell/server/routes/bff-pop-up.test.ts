import { describe, expect, it } from 'vitest';
import { cookiesOf, ORIGIN, portalHeaders } from '../testing/test-bff.ts';
import { testPortal } from '../testing/test-portal.ts';

const { bff, signIn } = testPortal();

describe('pop-up cookies', () => {
  it('mirrors pop-up state in signed, httpOnly cookies that expire the same day, and reports them', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const set = await bff.inject({
      method: 'POST',
      url: '/bff/pop-up',
      headers: portalHeaders,
      payload: { key: 'pop_up_rewards', isSeen: true, expiresAt, campaignId: 'rewards-2026-12' },
    });
    expect(set.statusCode).toBe(204);
    const line = [set.headers['set-cookie']].flat().find((c) => String(c).startsWith('pop_up_rewards=')) as string;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    expect(new Date(/Expires=([^;]+)/i.exec(line)?.[1] ?? '').getTime()).toBe(new Date(expiresAt).setMilliseconds(0));
    const cookie = cookiesOf(set.headers['set-cookie']);
    const session = (await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie } })).json();
    expect(session.popUps).toEqual({
      pop_up: null,
      pop_up_rewards: { isSeen: true, expiresAt, campaignId: 'rewards-2026-12' },
    });
  });

  it('refuses a campaign id that is not a plain name', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    for (const campaignId of ['', 'a b', '<script>', 'x'.repeat(81)]) {
      const set = await bff.inject({
        method: 'POST',
        url: '/bff/pop-up',
        headers: portalHeaders,
        payload: { key: 'pop_up', isSeen: true, expiresAt, campaignId },
      });
      expect(set.statusCode).toBe(400);
    }
  });

  it('ignores a forged cookie and refuses state that would outlive the day', async () => {
    const forged = `pop_up=${encodeURIComponent(JSON.stringify({ isSeen: true, expiresAt: new Date(Date.now() + 60_000).toISOString() }))}`;
    expect(
      (await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie: forged } })).json().popUps.pop_up,
    ).toBeNull();
    const tooLong = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect(
      (
        await bff.inject({
          method: 'POST',
          url: '/bff/pop-up',
          headers: portalHeaders,
          payload: { key: 'pop_up', isSeen: true, expiresAt: tooLong },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('stores and reports the state of a device whose clock is a day behind or ahead of ours', async () => {
    const HOUR = 3_600_000;
    // The end of the member's day by their clock: an hour ahead of it, a day off ours.
    for (const expiresAt of [Date.now() - 23 * HOUR, Date.now() + 25 * HOUR].map((ms) => new Date(ms).toISOString())) {
      const set = await bff.inject({
        method: 'POST',
        url: '/bff/pop-up',
        headers: portalHeaders,
        payload: { key: 'pop_up', isSeen: true, expiresAt },
      });
      expect(set.statusCode).toBe(204);
      const cookie = cookiesOf(set.headers['set-cookie']);
      const session = (await bff.inject({ method: 'GET', url: '/bff/session', headers: { cookie } })).json();
      expect(session.popUps.pop_up).toEqual({ isSeen: true, expiresAt });
    }
  });

  it('clears them at logout', async () => {
    const { cookie } = await signIn();
    const logout = await bff.inject({
      method: 'DELETE',
      url: '/bff/session',
      headers: { origin: ORIGIN, 'x-portal-request': '1', cookie },
    });
    const cleared = [logout.headers['set-cookie']].flat().filter((c) => /^pop_up(_rewards)?=;/.test(String(c)));
    expect(cleared).toHaveLength(2);
  });
});
