import { JAMAICA_OFFSET_MS } from '@portal/contracts/jamaica-time';
import type { OfferFileSchema } from '@portal/contracts/provider/offer-file';
import type * as v from 'valibot';

const DAY_MS = 86_400_000;

/** Midnight in Jamaica `days` from the day of `now`, as marketing writes it ("2026-12-01T00:00"). */
function jamaicaMidnight(now: Date, days: number): string {
  const wall = now.getTime() + JAMAICA_OFFSET_MS;
  return new Date(Math.floor(wall / DAY_MS) * DAY_MS + days * DAY_MS).toISOString().slice(0, 16);
}

type OfferInput = v.InferInput<typeof OfferFileSchema>['offers'][number];

/**
 * The demo offers, as a file marketing would publish (docs/decisions/0044-offers.md), dated from the
 * day of seeding: four open (everyone, one tier, two members listed), one starting in ten days. No demo
 * member has activated any, so the seeded history earns no bonus from them.
 */
export function demoOfferFile(now: Date): v.InferInput<typeof OfferFileSchema> {
  const open = { start: jamaicaMidnight(now, -7), end: jamaicaMidnight(now, 21) };
  const all = { kind: 'all' } as const;
  /** An offer drawn with a reward's image. */
  const offer = (
    id: string,
    title: string,
    [rule, audience, capPerMember]: [OfferInput['rule'], OfferInput['audience'], number],
    reward: string,
    window = open,
  ): OfferInput => ({ id, title, image: `/media/rewards/${reward}.svg`, rule, window, audience, capPerMember });
  const fixed = (points: number) => ({ kind: 'fixed', points }) as const;
  const times = (multiplier: number) => ({ kind: 'multiplier', times: multiplier }) as const;
  return {
    offers: [
      offer(
        'portmore-spend',
        'Portmore spend offer',
        [{ bonus: fixed(150), on: { kind: 'store', store: 'Portmore Pines, St. Catherine' } }, all, 450],
        'grocery-voucher-1000',
      ),
      offer(
        'double-groceries',
        'Double points on groceries',
        [{ bonus: times(2), on: { kind: 'category', category: 'Groceries' } }, all, 1_000],
        'grocery-voucher-500',
      ),
      offer(
        'gold-big-shop',
        'Gold members: half as much again on a big shop',
        [{ bonus: times(1.5), on: { kind: 'spend', minimumJmd: 15_000 } }, { kind: 'tier', tiers: ['Gold'] }, 2_000],
        'grocery-voucher-2500',
      ),
      offer(
        'fuel-up-bonus',
        'Fuel up bonus',
        [
          { bonus: fixed(250), on: { kind: 'category', category: 'Fuel' } },
          { kind: 'members', accountNumbers: ['20000001', '20000004'] },
          500,
        ],
        'fuel-voucher-1000',
      ),
      offer(
        'christmas-countdown',
        'Christmas countdown',
        [{ bonus: fixed(200), on: { kind: 'spend', minimumJmd: 10_000 } }, all, 600],
        'grocery-voucher-1000',
        { start: jamaicaMidnight(now, 10), end: jamaicaMidnight(now, 31) },
      ),
    ],
  };
}
