import type { PopUpCampaign, PopUpSlide } from '@portal/contracts/pop-up-contract';
import type { LoginPopUpMoment } from '@portal/contracts/pop-up-visit';
import { describe, expect, it } from 'vitest';
import { drawLoginPopUp } from './drawn-pop-up.tsx';

const slide = (href: string, extra: Partial<PopUpSlide> = {}): PopUpSlide => ({
  imageUrl: `https://pop-ups.test/static/svg/${href.slice(1) || 'home'}.svg`,
  width: 1200,
  height: 600,
  alt: `A slide leading to ${href}, worth reading`,
  href,
  linkLabel: `Go to ${href}`,
  ...extra,
});

const campaign: PopUpCampaign = {
  id: 'login-points',
  title: 'Points every time you shop',
  expiresAt: '2027-12-31T23:59:59-05:00',
  slides: [slide('/about'), slide('/register', { invitesToJoin: true })],
};

// 10:00 in Jamaica on 29 November 2026; the day ends at 05:00 UTC on the 30th.
const NOW = new Date('2026-11-29T15:00:00Z');
const END_OF_DAY = '2026-11-30T05:00:00.000Z';

const returning: LoginPopUpMoment = {
  campaign,
  here: '/login',
  now: NOW,
  visit: undefined,
  returning: true,
  stored: undefined,
  registrationEnabled: true,
};

describe('the login pop-up the BFF draws into /login', () => {
  it('is drawn for a returning visitor with no state: open, closable without scripts, stored unseen for the day', () => {
    const drawn = drawLoginPopUp(returning);
    expect(drawn).not.toBeNull();
    expect(drawn?.html).toMatch(/^<div id="drawn-pop-up">/);
    expect(drawn?.html).toContain('<dialog');
    expect(drawn?.html).toMatch(/<dialog[^>]* open=""/);
    expect(drawn?.html).toContain('<form method="dialog"><button type="submit"');
    expect(drawn?.html).toContain('Points every time you shop');
    expect(drawn?.html).toContain('src="https://pop-ups.test/static/svg/about.svg"');
    expect(drawn?.image).toBe('https://pop-ups.test/static/svg/about.svg');
    expect(drawn?.data).toEqual({
      slot: 'login',
      campaignId: 'login-points',
      title: 'Points every time you shop',
      slides: campaign.slides,
      stored: { isSeen: false, expiresAt: END_OF_DAY, campaignId: 'login-points' },
    });
    expect(drawn?.visit).toEqual({ firstVisit: false, popUpShown: true, until: END_OF_DAY });
  });

  it('is not drawn on a first visit: no returning cookie, or a visit that began as a first one', () => {
    expect(drawLoginPopUp({ ...returning, returning: false })).toBeNull();
    expect(
      drawLoginPopUp({ ...returning, visit: { firstVisit: true, popUpShown: false, until: END_OF_DAY } }),
    ).toBeNull();
  });

  it('is drawn on a later page of a returning visit that has had no pop-up, keeping the visit’s day', () => {
    const visit = { firstVisit: false, popUpShown: false, until: '2026-11-30T05:00:00.000Z' };
    expect(drawLoginPopUp({ ...returning, returning: false, visit })?.visit).toEqual({ ...visit, popUpShown: true });
  });

  it('is not drawn twice in a visit', () => {
    expect(
      drawLoginPopUp({ ...returning, visit: { firstVisit: false, popUpShown: true, until: END_OF_DAY } }),
    ).toBeNull();
  });

  it('follows the §8.3 rule on the signed cookie’s state', () => {
    const closed = { isSeen: true, expiresAt: END_OF_DAY, campaignId: 'login-points' };
    expect(drawLoginPopUp({ ...returning, stored: closed })).toBeNull();
    // Shown earlier today and not closed: shown again, its state as it is.
    const open = { ...closed, isSeen: false };
    expect(drawLoginPopUp({ ...returning, stored: open })?.data.stored).toEqual(open);
    // Closed yesterday: expired, shown again.
    const yesterday = { ...closed, expiresAt: '2026-11-29T05:00:00.000Z' };
    expect(drawLoginPopUp({ ...returning, stored: yesterday })?.data.stored.isSeen).toBe(false);
    // Closed today, but another campaign: new content shows.
    expect(drawLoginPopUp({ ...returning, stored: { ...closed, campaignId: 'login-old' } })).not.toBeNull();
  });

  it('keeps marketing’s schedule and audience', () => {
    expect(
      drawLoginPopUp({ ...returning, campaign: { ...campaign, startsAt: '2026-12-01T00:00:00-05:00' } }),
    ).toBeNull();
    expect(
      drawLoginPopUp({ ...returning, campaign: { ...campaign, expiresAt: '2026-11-28T23:59:59-05:00' } }),
    ).toBeNull();
    expect(drawLoginPopUp({ ...returning, campaign: { ...campaign, audience: ['member'] } })).toBeNull();
    expect(drawLoginPopUp({ ...returning, campaign: { ...campaign, audience: ['signed-out'] } })).not.toBeNull();
    expect(drawLoginPopUp({ ...returning, campaign: undefined })).toBeNull();
  });

  it('shows only calls to action that can be followed: no "join" while registration is off', () => {
    const drawn = drawLoginPopUp({ ...returning, registrationEnabled: false });
    expect(drawn?.data.slides.map((shown) => shown.href)).toEqual(['/about']);
    expect(drawn?.html).not.toContain('/register');
    // Nothing left to follow: none.
    const joinOnly = { ...campaign, slides: [slide('/register', { invitesToJoin: true })] };
    expect(drawLoginPopUp({ ...returning, registrationEnabled: false, campaign: joinOnly })).toBeNull();
  });

  it('escapes what marketing wrote', () => {
    const drawn = drawLoginPopUp({
      ...returning,
      campaign: { ...campaign, title: '<script>alert(1)</script> & more' },
    });
    expect(drawn?.html).not.toContain('<script>');
    expect(drawn?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
  });
});
