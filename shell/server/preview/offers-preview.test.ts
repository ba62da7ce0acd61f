import { OfferPreviewSchema, offerFileTime } from '@portal/contracts/provider/offer-file';
import { OFFERS_PREVIEW_HEADER } from '@portal/contracts/provider/offers';
import { providerRequests } from '@portal/loyalty-api/testing/provider-requests';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cookiesOf, ORIGIN, portalHeaders } from '../testing/test-bff.ts';
import { testPortal } from '../testing/test-portal.ts';
import { PREVIEW_LINK_MAX_MS, type PreviewTarget, signPreviewLink } from './preview-link.ts';

/**
 * An offers preview through the BFF (docs/decisions/0044-offers.md, "Previewing a file"): the
 * browser that opened the signed link sees the staged file's offers, from the pages' own calls,
 * and can change none; another browser, or one that sends the provider's header itself, sees
 * the live offers.
 */
const DEPLOY_SECRET = 'an-offers-deploy-secret-of-at-least-32-chars';
const { bff, provider, signIn } = testPortal({ deploySecret: DEPLOY_SECRET });

const DAY_MS = 86_400_000;
const staged = {
  id: 'bff-preview-offer',
  title: 'Next week at the BFF',
  image: '/media/offers/portmore-spend.svg',
  rule: { bonus: { kind: 'fixed', points: 100 }, on: { kind: 'spend', minimumJmd: 5_000 } },
  window: { start: offerFileTime(Date.now() + DAY_MS), end: offerFileTime(Date.now() + 7 * DAY_MS) },
  audience: { kind: 'all' },
  capPerMember: 100,
};

/** Stages the file at the provider as `npm run offers -- publish --preview` does; the preview's id. */
async function stage(): Promise<string> {
  const api = providerRequests(provider);
  const answer = await api.post('/operator/v1/offers/previews', await api.operator('marketing'), { offers: [staged] });
  return v.parse(OfferPreviewSchema, answer.json()).id;
}

/** Opens a signed preview link with these cookies; the cookies after it. */
async function openLink(cookie: string, target: PreviewTarget, version: string): Promise<string> {
  const link = signPreviewLink(ORIGIN, DEPLOY_SECRET, { target, version, expires: Date.now() + PREVIEW_LINK_MAX_MS });
  const opened = await bff.inject({ method: 'GET', url: link.slice(ORIGIN.length), headers: { cookie } });
  expect(opened.statusCode).toBe(303);
  if (target === 'offers') expect(opened.headers.location).toBe('/offers');
  return cookiesOf(opened.headers['set-cookie'], cookie);
}

const offerIds = async (cookie: string, headers: Record<string, string> = {}) => {
  const answer = await bff.inject({ method: 'GET', url: '/api/v1/offers', headers: { cookie, ...headers } });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as Array<{ id: string }>).map((offer) => offer.id);
};

describe('an offers preview link', () => {
  it('shows the staged offers to the browser that opened it only, and refuses changes there', async () => {
    const previewId = await stage();
    const { cookie: member } = await signIn('20000001');
    expect(await offerIds(member)).not.toContain(staged.id);
    // The provider's header sent by a browser is not passed on: only the signed cookie counts.
    expect(await offerIds(member, { [OFFERS_PREVIEW_HEADER]: previewId })).not.toContain(staged.id);

    const previewing = await openLink(member, 'offers', previewId);
    const seen = await offerIds(previewing);
    expect(seen).toContain(staged.id);
    expect(seen).toContain('portmore-spend');

    const activate = await bff.inject({
      method: 'PUT',
      url: '/api/v1/offers/portmore-spend/activation',
      headers: { origin: portalHeaders.origin, 'x-portal-request': '1', cookie: previewing },
    });
    expect(activate.statusCode).toBe(409);
    expect(activate.json()).toMatchObject({ code: 'offer_preview_read_only' });

    // Exit ends it.
    const exit = await bff.inject({ method: 'GET', url: '/bff/preview/exit', headers: { cookie: previewing } });
    expect(await offerIds(cookiesOf(exit.headers['set-cookie'], previewing))).not.toContain(staged.id);
  });

  it('a preview of something else does not carry the id to the offers', async () => {
    const previewId = await stage();
    const { cookie: member } = await signIn('20000002');
    expect(await offerIds(await openLink(member, 'rewards', previewId))).not.toContain(staged.id);
  });
});
