import * as v from 'valibot';
import { instantOfJamaicaWallClock, jamaicaWallClock } from '../jamaica-time.ts';
import {
  numberFrom,
  OFFER_ID_PATTERN,
  OFFER_PREVIEW_ID,
  type Offer,
  OfferAudienceSchema,
  OfferRuleSchema,
} from './offers.ts';

/**
 * The file marketing publishes (`npm run offers -- publish <file>`, or POST /operator/v1/offers):
 * `{ "offers": [...] }`, each offer's window in Jamaica's wall-clock time ("2026-12-01T00:00";
 * Jamaica keeps UTC−5 all year). The command and the provider check it with the same schema, and
 * a file with any bad offer is refused whole (docs/decisions/0044-offers.md).
 */

/**
 * An instant as the offer file writes it: Jamaica's wall clock to the minute, "2026-12-01T00:00"
 * (the inverse of the file's own reading, seconds dropped). For the demo seed and for tests that
 * write a file dated from their clock.
 */
export function offerFileTime(instant: Date | number): string {
  return jamaicaWallClock(instant).toISOString().slice(0, 16);
}

const JAMAICA_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A Jamaica wall-clock time "YYYY-MM-DDTHH:MM", as the instant it names (ISO 8601, UTC). */
const jamaicaTime = (what: string) =>
  v.pipe(
    v.string(`the ${what} must be text`),
    v.regex(JAMAICA_TIME, `the ${what} must be a Jamaica time written YYYY-MM-DDTHH:MM, like 2026-12-01T00:00`),
    v.check((text) => {
      const [, y, mo, d, h, mi] = JAMAICA_TIME.exec(text)!.map(Number) as number[];
      const wall = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
      return wall.getUTCMonth() === mo! - 1 && wall.getUTCDate() === d! && h! < 24 && mi! < 60;
    }, `the ${what} is not a real date and time`),
    v.transform((text) => {
      const [, y, mo, d, h, mi] = JAMAICA_TIME.exec(text)!.map(Number) as number[];
      return instantOfJamaicaWallClock(Date.UTC(y!, mo! - 1, d!, h!, mi!)).toISOString();
    }),
  );

/** One offer of the file. */
const OfferFileEntrySchema = v.pipe(
  v.strictObject({
    id: v.pipe(
      v.string('the id must be text'),
      v.regex(OFFER_ID_PATTERN, 'the id must be 3–64 lower-case letters, digits and dashes, like portmore-spend'),
    ),
    title: v.pipe(
      v.string('the title must be text'),
      v.trim(),
      v.minLength(3, 'the title must be at least 3 characters'),
      v.maxLength(60, 'the title must be at most 60 characters'),
    ),
    image: v.pipe(
      v.string('the image must be text'),
      v.regex(/^(https:\/\/|\/)\S+$/, 'the image must be an https:// URL or a path starting with /'),
      v.maxLength(500, 'the image must be at most 500 characters'),
    ),
    rule: OfferRuleSchema,
    window: v.strictObject({ start: jamaicaTime('start'), end: jamaicaTime('end') }),
    audience: OfferAudienceSchema,
    capPerMember: numberFrom('cap per member', 1, 1_000_000, { whole: true, shown: ['1 point', '1,000,000 points'] }),
  }),
  v.forward(
    v.check((offer) => offer.window.start < offer.window.end, 'the end must be after the start'),
    ['window', 'end'],
  ),
);

/** The whole file: one to 200 offers, each id once. */
export const OfferFileSchema = v.pipe(
  v.strictObject({
    offers: v.pipe(
      v.array(OfferFileEntrySchema, 'offers must be a list'),
      v.minLength(1, 'the file has no offers'),
      v.maxLength(200, 'a file holds at most 200 offers'),
    ),
  }),
  v.forward(
    v.check(
      ({ offers }) => new Set(offers.map((offer) => offer.id)).size === offers.length,
      'an id appears more than once',
    ),
    ['offers'],
  ),
);
type OfferFile = v.InferOutput<typeof OfferFileSchema>;

/** The file as offers the provider holds. */
function offersOfFile(file: OfferFile): Offer[] {
  return file.offers.map(({ window, ...offer }) => ({ ...offer, startsAt: window.start, endsAt: window.end }));
}

/** The answer of a publish: which offers the file created and which it changed. */
export const OfferPublishResultSchema = v.object({
  created: v.array(v.string()),
  updated: v.array(v.string()),
});
export type OfferPublishResult = v.InferOutput<typeof OfferPublishResultSchema>;

/** How long a staged preview is kept: as long as the longest preview link lives. */
export const OFFER_PREVIEW_MS = 3_600_000;

/**
 * The answer of staging a file to preview (POST /operator/v1/offers/previews): the preview's id,
 * which a signed preview link carries, and until when the provider keeps it. Nothing is published.
 */
export const OfferPreviewSchema = v.object({
  id: v.pipe(v.string(), v.regex(OFFER_PREVIEW_ID)),
  expiresAt: v.string(),
  offers: v.array(v.string()),
});
export type OfferPreview = v.InferOutput<typeof OfferPreviewSchema>;

/**
 * Checks a file as marketing wrote it: its offers, or one line per problem naming the offer (its
 * id, else its place in the list) and the field, like
 * `offer "portmore-spend" (offer 2), rule.bonus.times: the multiplier must be at least 1.5`.
 */
export function checkOfferFile(input: unknown): { ok: true; offers: Offer[] } | { ok: false; problems: string[] } {
  const parsed = v.safeParse(OfferFileSchema, input);
  if (parsed.success) return { ok: true, offers: offersOfFile(parsed.output) };
  const listed = (input as { offers?: unknown })?.offers;
  const problems = parsed.issues.map((issue) => {
    const keys = (issue.path ?? []).map((item) => item.key as string | number);
    if (keys[0] !== 'offers' || typeof keys[1] !== 'number') {
      const field = keys.join('.');
      return field ? `${field}: ${issue.message}` : issue.message;
    }
    const index = keys[1];
    const id = Array.isArray(listed) ? (listed[index] as { id?: unknown } | undefined)?.id : undefined;
    const who = typeof id === 'string' && id ? `offer "${id}" (offer ${index + 1})` : `offer ${index + 1}`;
    const field = keys.slice(2).join('.');
    return field ? `${who}, ${field}: ${issue.message}` : `${who}: ${issue.message}`;
  });
  return { ok: false, problems: [...new Set(problems)] };
}
