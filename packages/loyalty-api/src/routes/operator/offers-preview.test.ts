import { OFFER_PREVIEW_MS, OfferPreviewSchema, offerFileTime } from '@portal/contracts/provider/offer-file';
import { MemberOfferListSchema, OFFER_MESSAGES, OFFERS_PREVIEW_HEADER } from '@portal/contracts/provider/offers';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneOfferPreviews } from '../../offers/offer-previews.ts';
import { providerRequests } from '../../testing/provider-requests.ts';
import { startTestProvider, type TestProvider } from '../../testing/test-provider.ts';

/**
 * Previewing an offer file (docs/decisions/0044-offers.md, "Previewing a file"): marketing stages
 * it, nothing is published, and only a request carrying the staged id (the BFF's `offers-preview`
 * header) sees the offers as the file would make them — and can change none of them.
 */
const HOUR_MS = 3_600_000;
let clock = Date.parse('2026-12-03T15:00:00Z');
let provider: TestProvider;
let api: ReturnType<typeof providerRequests>;
let marketing: string;

/** A live demo offer's id with a new title: the preview shows the file's version of it. */
const retitled = {
  id: 'portmore-spend',
  title: 'Portmore spend offer, bigger',
  image: '/media/offers/portmore-spend.svg',
  rule: { bonus: { kind: 'fixed', points: 300 }, on: { kind: 'store', store: 'Portmore Pines, St. Catherine' } },
  window: { start: offerFileTime(clock - 24 * HOUR_MS), end: offerFileTime(clock + 24 * HOUR_MS) },
  audience: { kind: 'all' },
  capPerMember: 900,
};
/** Starts tomorrow, for one member only: the preview shows it to them before its start. */
const tomorrow = {
  ...retitled,
  id: 'preview-tomorrow',
  title: 'Tomorrow, just for you',
  window: { start: offerFileTime(clock + 24 * HOUR_MS), end: offerFileTime(clock + 48 * HOUR_MS) },
  audience: { kind: 'members', accountNumbers: ['20000004'] },
};

const stage = (body: unknown, bearer = marketing) => api.post('/operator/v1/offers/previews', bearer, body);
const offersSeenBy = (bearer: string, previewId?: string) =>
  provider.app.inject({
    method: 'GET',
    url: '/api/v1/offers',
    headers: { authorization: `Bearer ${bearer}`, ...(previewId ? { [OFFERS_PREVIEW_HEADER]: previewId } : {}) },
  });
const listOf = (answer: { json: () => unknown }) => v.parse(MemberOfferListSchema, answer.json());
const liveRows = async () =>
  (
    await provider.db.query<{ id: string; title: string }>(
      "select id, title from offers where id in ('portmore-spend', 'preview-tomorrow') order by id",
    )
  ).rows;

beforeAll(async () => {
  provider = await startTestProvider({}, { now: () => new Date(clock) });
  api = providerRequests(provider);
  marketing = await api.operator('marketing');
}, 120_000);
afterAll(() => provider.close());

describe('POST /operator/v1/offers/previews (marketing stages a file)', () => {
  it('takes marketing’s token only, and refuses a bad file as publishing does, staging nothing', async () => {
    expect((await api.post('/operator/v1/offers/previews', '', { offers: [retitled] })).statusCode).toBe(401);
    expect((await stage({ offers: [retitled] }, await api.operator('till'))).statusCode).toBe(403);

    const bad = await stage({ offers: [{ ...retitled, rule: { ...retitled.rule, bonus: { kind: 'triple' } } }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'offer_file_invalid',
      message: 'The offer file was not staged: 1 problem. Nothing was changed.',
      errors: [
        { message: 'offer "portmore-spend" (offer 1), rule.bonus.kind: the bonus kind must be multiplier or fixed' },
      ],
    });
    const staged = await provider.db.query<{ count: string }>('select count(*) as count from offer_previews');
    expect(Number(staged.rows[0]!.count)).toBe(0);
  });

  it('stages a good file without publishing it: only the preview’s header shows its offers, to their audience', async () => {
    const before = await liveRows();
    const answer = await stage({ offers: [retitled, tomorrow] });
    expect(answer.statusCode).toBe(201);
    const preview = v.parse(OfferPreviewSchema, answer.json());
    expect(preview.id).toMatch(/^[0-9a-f]{12}$/);
    expect(preview.expiresAt).toBe(new Date(clock + OFFER_PREVIEW_MS).toISOString());
    expect(preview.offers).toEqual(['portmore-spend', 'preview-tomorrow']);
    // Nothing published: the live rows are as they were.
    expect(await liveRows()).toEqual(before);

    const listedMember = await api.login('20000004');
    const otherMember = await api.login('20000001');
    const live = listOf(await offersSeenBy(listedMember));
    expect(live.find((offer) => offer.id === 'portmore-spend')?.title).toBe('Portmore spend offer');
    expect(live.map((offer) => offer.id)).not.toContain('preview-tomorrow');

    const previewed = listOf(await offersSeenBy(listedMember, preview.id));
    expect(previewed.find((offer) => offer.id === 'portmore-spend')).toMatchObject({
      title: 'Portmore spend offer, bigger',
      rule: { bonus: { kind: 'fixed', points: 300 } },
    });
    // Scheduled, and for this member: shown before its start.
    expect(previewed.find((offer) => offer.id === 'preview-tomorrow')?.title).toBe('Tomorrow, just for you');
    // The live offers the file does not name stay in the preview, each once.
    const liveOthers = live.map((offer) => offer.id).filter((id) => id !== 'portmore-spend');
    expect(previewed.map((offer) => offer.id).sort()).toEqual(
      [...liveOthers, 'portmore-spend', 'preview-tomorrow'].sort(),
    );
    // Soonest ending first, as the live list.
    const ends = previewed.map((offer) => Date.parse(offer.endsAt));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));

    // Not in the audience: the members-only offer is not shown to another member.
    const forOther = listOf(await offersSeenBy(otherMember, preview.id)).map((offer) => offer.id);
    expect(forOther).toContain('portmore-spend');
    expect(forOther).not.toContain('preview-tomorrow');
  });

  it('changes nothing while previewing: activating or undoing is a 409 that writes no row', async () => {
    const preview = v.parse(OfferPreviewSchema, (await stage({ offers: [retitled] })).json());
    const member = await api.login('20000002');
    for (const method of ['PUT', 'DELETE'] as const) {
      const answer = await provider.app.inject({
        method,
        url: '/api/v1/offers/portmore-spend/activation',
        headers: { authorization: `Bearer ${member}`, [OFFERS_PREVIEW_HEADER]: preview.id },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'offer_preview_read_only', message: OFFER_MESSAGES.previewReadOnly });
    }
    const rows = await provider.db.query<{ count: string }>(
      "select count(*) as count from offer_activations a join members m on m.id = a.member_id where m.account_number = '20000002'",
    );
    expect(Number(rows.rows[0]!.count)).toBe(0);
  });

  it('answers a malformed preview id 400 and an ended preview 404, and the sweep deletes it', async () => {
    const member = await api.login('20000004');
    expect((await offersSeenBy(member, 'not-an-id')).statusCode).toBe(400);
    expect((await offersSeenBy(member, '0123456789ab')).json()).toMatchObject({ code: 'offer_preview_unknown' });

    const preview = v.parse(OfferPreviewSchema, (await stage({ offers: [tomorrow] })).json());
    expect((await offersSeenBy(member, preview.id)).statusCode).toBe(200);
    clock += OFFER_PREVIEW_MS;
    const ended = await offersSeenBy(member, preview.id);
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toMatchObject({ code: 'offer_preview_unknown', message: OFFER_MESSAGES.previewEnded });
    expect(await pruneOfferPreviews(provider.db, new Date(clock))).toBeGreaterThanOrEqual(1);
    const left = await provider.db.query<{ count: string }>(
      'select count(*) as count from offer_previews where id = $1',
      [preview.id],
    );
    expect(Number(left.rows[0]!.count)).toBe(0);
  });
});
