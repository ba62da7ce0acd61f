import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PopUpContentModuleSchema } from './pop-up-contract.ts';
import { audienceOf, campaignIsOn } from './pop-up-schedule.ts';

const campaign = {
  startsAt: '2026-12-01T00:00:00-05:00',
  expiresAt: '2026-12-25T00:00:00-05:00',
  audience: ['member', 'guest'] as Array<'member' | 'guest'>,
};

describe('pop-up campaign schedule', () => {
  it('is on from its start in Jamaica time until its end, whatever the clock’s zone', () => {
    // 1 Dec 00:00 in Jamaica is 05:00 UTC.
    expect(campaignIsOn(campaign, new Date('2026-12-01T04:59:59Z'), 'member')).toBe(false);
    expect(campaignIsOn(campaign, new Date('2026-12-01T05:00:00Z'), 'member')).toBe(true);
    expect(campaignIsOn(campaign, new Date('2026-12-25T04:59:59Z'), 'member')).toBe(true);
    expect(campaignIsOn(campaign, new Date('2026-12-25T05:00:00Z'), 'member')).toBe(false);
  });

  it('shows only to its audience; without one, to everyone', () => {
    const during = new Date('2026-12-10T12:00:00Z');
    expect(campaignIsOn(campaign, during, 'signed-out')).toBe(false);
    expect(campaignIsOn(campaign, during, 'guest')).toBe(true);
    expect(campaignIsOn({ expiresAt: campaign.expiresAt }, during, 'signed-out')).toBe(true);
    expect(audienceOf(false, 'user')).toBe('signed-out');
    expect(audienceOf(true, 'guest')).toBe('guest');
    expect(audienceOf(true, 'user')).toBe('member');
  });

  it('refuses a start without its offset, or an empty audience', () => {
    const module = (extra: object) => ({
      contractVersion: '1.0.0',
      popUps: {
        login: {
          id: 'x',
          title: 'x',
          expiresAt: '2026-12-25T00:00:00-05:00',
          slides: [{ imageUrl: 'https://a.example/x.svg', width: 1, height: 1, alt: 'x', href: null }],
          ...extra,
        },
      },
    });
    expect(v.safeParse(PopUpContentModuleSchema, module({ startsAt: '2026-12-01T00:00:00-05:00' })).success).toBe(true);
    expect(v.safeParse(PopUpContentModuleSchema, module({ startsAt: '2026-12-01T00:00:00' })).success).toBe(false);
    expect(v.safeParse(PopUpContentModuleSchema, module({ audience: [] })).success).toBe(false);
    expect(v.safeParse(PopUpContentModuleSchema, module({ audience: ['everyone'] })).success).toBe(false);
  });
});
