/**
 * The account remote's demo data (README "Demo data"): promo codes in every state, a linked
 * partner-bank card, named dependants. Dates are relative to the seed date.
 */

export interface DemoPromoCode {
  code: string;
  description: string;
  points: number;
  /** Days from the seed date; negative: in the past. */
  startsInDays: number;
  /** Days from the seed date it ends; undefined: no end date. */
  endsInDays?: number;
  maxClaims?: number;
  /** Demo members who have already claimed it. */
  claimedBy?: readonly string[];
}

export const DEMO_PROMO_CODES: readonly DemoPromoCode[] = [
  { code: 'ISLAND250', description: 'Island Rewards welcome bonus', points: 250, startsInDays: -30, endsInDays: 90 },
  { code: 'DOUBLEUP500', description: 'Double-up weekend bonus', points: 500, startsInDays: -7, endsInDays: 30 },
  {
    code: 'WELCOME100',
    description: 'Thanks for joining us online',
    points: 100,
    startsInDays: -120,
    claimedBy: ['20000001'],
  },
  { code: 'BACKTOSCHOOL', description: 'Back-to-school bonus', points: 300, startsInDays: -90, endsInDays: -20 },
  { code: 'COMINGSOON', description: 'Independence Day bonus', points: 400, startsInDays: 7, endsInDays: 37 },
  {
    code: 'VIPONLY',
    description: 'VIP launch party bonus',
    points: 1000,
    startsInDays: -14,
    endsInDays: 60,
    maxClaims: 1,
    claimedBy: ['20000004'],
  },
];

export const DEMO_LINKED_CARDS = [
  { accountNumber: '20000001', customerNumber: '10023455', cardLastFour: '4821' },
] as const;

export const DEMO_NAMED_DEPENDANTS = [
  { accountNumber: '20000001', firstName: 'Jordan', relationship: 'Son' },
  { accountNumber: '20000001', firstName: 'Maya', relationship: 'Daughter' },
] as const;
