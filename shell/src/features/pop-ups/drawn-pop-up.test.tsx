import type { PopUpCampaign, PopUpSlide } from '@portal/contracts/pop-up-contract';
import type { DrawnPopUpMoment } from '@portal/contracts/pop-up-visit';
import { describe, expect, it } from 'vitest';
import { drawPopUp } from './drawn-pop-up.tsx';

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

const returning: DrawnPopUpMoment = {
  slot: 'login',
  audience: 'signed-out',
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
    const drawn = drawPopUp(returning);
    expect(drawn).not.toBeNull();
    expect(drawn?.html).toMatch(/^<div id="drawn-pop-up">/);
    expect(drawn?.html).toContain('<dialog');
    expect(drawn?.html).toMatch(/<dialog[^>]* open=""/);
    expect(drawn?.html).toContain('<form method="dialog"><button type="submit"');
    expect(drawn?.html).toContain('Points every time you shop');
    expect(drawn?.html).toContain('src="https://pop-ups.test/static/svg/about.svg"');
    // The page's largest paint: at high priority, and the page's scripts wait for it to be drawn.
    expect(drawn?.html).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/);
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
    expect(drawPopUp({ ...returning, returning: false })).toBeNull();
    expect(drawPopUp({ ...returning, visit: { firstVisit: true, popUpShown: false, until: END_OF_DAY } })).toBeNull();
  });

  it('is drawn on a later page of a returning visit that has had no pop-up, keeping the visit’s day', () => {
    const visit = { firstVisit: false, popUpShown: false, until: '2026-11-30T05:00:00.000Z' };
    expect(drawPopUp({ ...returning, returning: false, visit })?.visit).toEqual({ ...visit, popUpShown: true });
  });

  it('is not drawn twice in a visit', () => {
    expect(drawPopUp({ ...returning, visit: { firstVisit: false, popUpShown: true, until: END_OF_DAY } })).toBeNull();
  });

  it('follows the §8.3 rule on the signed cookie’s state', () => {
    const closed = { isSeen: true, expiresAt: END_OF_DAY, campaignId: 'login-points' };
    expect(drawPopUp({ ...returning, stored: closed })).toBeNull();
    // Shown earlier today and not closed: shown again, its state as it is.
    const open = { ...closed, isSeen: false };
    expect(drawPopUp({ ...returning, stored: open })?.data.stored).toEqual(open);
    // Closed yesterday: expired, shown again.
    const yesterday = { ...closed, expiresAt: '2026-11-29T05:00:00.000Z' };
    expect(drawPopUp({ ...returning, stored: yesterday })?.data.stored.isSeen).toBe(false);
    // Closed today, but another campaign: new content shows.
    expect(drawPopUp({ ...returning, stored: { ...closed, campaignId: 'login-old' } })).not.toBeNull();
  });

  it('keeps marketing’s schedule and audience', () => {
    expect(drawPopUp({ ...returning, campaign: { ...campaign, startsAt: '2026-12-01T00:00:00-05:00' } })).toBeNull();
    expect(drawPopUp({ ...returning, campaign: { ...campaign, expiresAt: '2026-11-28T23:59:59-05:00' } })).toBeNull();
    expect(drawPopUp({ ...returning, campaign: { ...campaign, audience: ['member'] } })).toBeNull();
    expect(drawPopUp({ ...returning, campaign: { ...campaign, audience: ['signed-out'] } })).not.toBeNull();
    expect(drawPopUp({ ...returning, campaign: undefined })).toBeNull();
  });

  it('shows only calls to action that can be followed: no "join" while registration is off', () => {
    const drawn = drawPopUp({ ...returning, registrationEnabled: false });
    expect(drawn?.data.slides.map((shown) => shown.href)).toEqual(['/about']);
    expect(drawn?.html).not.toContain('/register');
    // Nothing left to follow: none.
    const joinOnly = { ...campaign, slides: [slide('/register', { invitesToJoin: true })] };
    expect(drawPopUp({ ...returning, registrationEnabled: false, campaign: joinOnly })).toBeNull();
  });

  it('escapes what marketing wrote', () => {
    const drawn = drawPopUp({
      ...returning,
      campaign: { ...campaign, title: '<script>alert(1)</script> & more' },
    });
    expect(drawn?.html).not.toContain('<script>');
    expect(drawn?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
  });
});

describe('the dashboard pop-up the BFF draws into a member’s /', () => {
  const dashboardCampaign: PopUpCampaign = {
    id: 'dashboard-news',
    title: 'What’s new for you',
    expiresAt: '2027-12-31T23:59:59-05:00',
    slides: [slide('/rewards?categories=grocery')],
  };
  const visit = { firstVisit: false, popUpShown: false, until: END_OF_DAY };
  const member: DrawnPopUpMoment = {
    slot: 'dashboard',
    audience: 'member',
    campaign: dashboardCampaign,
    here: '/',
    now: NOW,
    visit,
    returning: true,
    stored: undefined,
    registrationEnabled: false,
  };

  it('is drawn, as a non-blocking card, in a visit that has had no pop-up, and stores it unseen', () => {
    const drawn = drawPopUp(member);
    expect(drawn?.html).toContain('What’s new for you');
    // A card: no modal dialog that would make the page inert.
    expect(drawn?.html).not.toContain('aria-modal');
    expect(drawn?.data).toMatchObject({ slot: 'dashboard', campaignId: 'dashboard-news' });
    expect(drawn?.data.stored).toEqual({ isSeen: false, expiresAt: END_OF_DAY, campaignId: 'dashboard-news' });
    expect(drawn?.visit).toEqual({ ...visit, popUpShown: true });
  });

  it('is drawn on a first visit too (the login page is the only one that waits for a second)', () => {
    const first = { ...visit, firstVisit: true };
    expect(drawPopUp({ ...member, visit: first, returning: false })?.visit).toEqual({ ...first, popUpShown: true });
  });

  it('is not drawn where the page must decide or the rules say no', () => {
    // No visit begun and no earlier one remembered: only the page can tell (its local preferences).
    expect(drawPopUp({ ...member, visit: undefined, returning: false })).toBeNull();
    // The visit has had its pop-up.
    expect(drawPopUp({ ...member, visit: { ...visit, popUpShown: true } })).toBeNull();
    // Closed today.
    const closed = { isSeen: true, expiresAt: END_OF_DAY, campaignId: 'dashboard-news' };
    expect(drawPopUp({ ...member, stored: closed })).toBeNull();
    // For guests only, or signed-out visitors only: not a member's.
    expect(drawPopUp({ ...member, campaign: { ...dashboardCampaign, audience: ['guest'] } })).toBeNull();
    expect(
      drawPopUp({ ...member, audience: 'guest', campaign: { ...dashboardCampaign, audience: ['guest'] } }),
    ).not.toBeNull();
    // Its only call to action is the page itself.
    expect(drawPopUp({ ...member, campaign: { ...dashboardCampaign, slides: [slide('/')] } })).toBeNull();
  });
});
