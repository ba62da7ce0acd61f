import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  POP_UP_CONTRACT_VERSION,
  type PopUpCampaign,
  PopUpContentModuleSchema,
} from '@portal/contracts/pop-up-contract';
import { isCompatibleContract } from '@portal/contracts/remote-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as content from './pop-up-content.ts';

const campaigns = Object.entries(content.popUps).filter((entry): entry is [string, PopUpCampaign] => !!entry[1]);

describe('the pop-up content module', () => {
  it('meets the pop-up contract the shell checks', () => {
    const parsed = v.safeParse(PopUpContentModuleSchema, content);
    expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? []).toEqual([]);
    expect(content.contractVersion).toBe(POP_UP_CONTRACT_VERSION);
    expect(isCompatibleContract(content.contractVersion, POP_UP_CONTRACT_VERSION)).toBe(true);
  });

  it('has content for the dashboard (a carousel), the login page and the rewards pages', () => {
    expect(campaigns.map(([slot]) => slot)).toEqual(['dashboard', 'login', 'rewards']);
    expect(content.popUps.dashboard?.slides.length).toBeGreaterThanOrEqual(2);
  });

  it('gives every campaign its own id, and every slide alt text and a portal link', () => {
    expect(new Set(campaigns.map(([, campaign]) => campaign.id)).size).toBe(campaigns.length);
    for (const [, campaign] of campaigns) {
      for (const slide of campaign.slides) {
        expect(slide.alt.length).toBeGreaterThan(20);
        expect(slide.href).toMatch(/^\/[a-z]/);
        expect(slide.linkLabel).toBeTruthy();
      }
    }
  });

  it('sends each call to action somewhere other than the page its pop-up shows on', () => {
    const pageOf = { dashboard: /^\/$/, login: /^\/login(\?|$)/, rewards: /^\/rewards\/?$/ } as const;
    for (const [slot, campaign] of campaigns) {
      for (const slide of campaign.slides) {
        expect(slide.href, slide.linkLabel).not.toMatch(pageOf[slot as keyof typeof pageOf]);
      }
    }
  });

  it('names the categories a rewards link promises, as the catalogue reads them from its URL', () => {
    // Every rewards link here promises a kind of reward ("See fuel rewards"): none is the bare catalogue.
    const rewardLinks = campaigns
      .flatMap(([, campaign]) => campaign.slides)
      .flatMap((slide) =>
        slide.href && slide.linkLabel
          ? [{ label: slide.linkLabel, url: new URL(slide.href, 'https://portal.example') }]
          : [],
      )
      .filter(({ url }) => url.pathname.startsWith('/rewards'));
    expect(rewardLinks.length).toBeGreaterThan(0);
    for (const { label, url } of rewardLinks) {
      expect(url.pathname).toBe('/rewards');
      const categories = url.searchParams.getAll('categories');
      expect(categories.length, label).toBeGreaterThan(0);
      for (const category of categories) expect(label.toLowerCase()).toContain(category.slice(0, 4));
    }
  });

  it('says nothing to the login page’s visitors that assumes they have been here before', () => {
    const login = content.popUps.login;
    for (const text of [login?.title, ...(login?.slides.map((slide) => slide.alt) ?? [])]) {
      expect(text).not.toMatch(/welcome back|again/i);
    }
  });

  it('marks every slide that invites people to join, so the shell can leave it out while registration is off', () => {
    for (const [, campaign] of campaigns) {
      for (const slide of campaign.slides) {
        const joins = /\bjoin|regist|sign up/i.test(`${slide.alt} ${slide.linkLabel ?? ''}`);
        expect(slide.invitesToJoin === true, slide.alt).toBe(joins);
        if (joins) expect(slide.href).toBe('/register');
      }
    }
  });

  it("states each image's real size, so the pop-up reserves exactly its space", () => {
    for (const [, campaign] of campaigns) {
      for (const slide of campaign.slides) {
        const file = path.join(import.meta.dirname, 'images', path.basename(new URL(slide.imageUrl).pathname));
        const svg = readFileSync(file, 'utf8');
        expect(svg).toContain(`width="${slide.width}" height="${slide.height}"`);
        expect(svg).toContain(`viewBox="0 0 ${slide.width} ${slide.height}"`);
      }
    }
  });
});
