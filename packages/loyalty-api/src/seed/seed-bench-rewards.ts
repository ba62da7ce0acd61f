import type { Queryable } from '../db/database.ts';
import { pick, seededRandom } from './random.ts';

/**
 * A big, deterministic catalogue for the search benchmark (`npm run bench:rewards`): rewards
 * named and described like the demo ones, spread over the seeded categories, with realistic
 * points, dates, end dates and stock. Not part of the demo seed.
 */
const PLACES = [
  'Kingston',
  'Montego Bay',
  'Ocho Rios',
  'Negril',
  'Portland',
  'Mandeville',
  'Treasure Beach',
  'Port Antonio',
];
const ADJECTIVES = [
  'Island',
  'Sunshine',
  'Family',
  'Classic',
  'Premium',
  'Fresh',
  'Golden',
  'Tropical',
  'Coastal',
  'Hillside',
];
const ITEMS: Record<string, readonly string[]> = {
  groceries: ['Grocery Voucher', 'Produce Bundle', 'Breakfast Basket', 'Coffee Pack', 'Pantry Box', 'Fruit Hamper'],
  fuel: ['Fuel Voucher', 'Car Wash', 'Oil Change', 'Tyre Check', 'Road Trip Pack'],
  dining: ['Jerk Meal', 'Restaurant Voucher', 'Patty Combo', 'Brunch', 'Ice Cream Treat', 'Seafood Dinner'],
  pharmacy: ['Pharmacy Voucher', 'Vitamin Pack', 'First Aid Kit', 'Sunscreen', 'Baby Care Bundle'],
  household: ['Laundry Detergent', 'Cleaning Bundle', 'Dutch Pot', 'Towel Set', 'LED Bulbs', 'Bedding Set'],
  electronics: ['Bluetooth Speaker', 'Power Bank', 'Wireless Earbuds', 'Smart Watch', 'Tablet', 'Phone Charger'],
  experiences: ['Falls Day Pass', 'Sunrise Hike', 'River Rafting', 'Movie Night', 'Cooking Class', 'Catamaran Cruise'],
  'partner-offers': ['Mobile Top-Up', 'Gym Day Pass', 'Hardware Voucher', 'Lounge Access', 'Spa Afternoon'],
};
const PHRASES = [
  'for the whole family',
  'at participating stores island-wide',
  'with a friend',
  'for a proper Sunday',
  'for the long drive to the north coast',
  'for beach days',
  'for the days the power goes',
  'from local farmers',
];

const DAY_MS = 86_400_000;
const dateOnly = (date: Date): string => date.toISOString().slice(0, 10);

/** Inserts `count` generated rewards in batches. Returns how many it inserted. */
export async function seedBenchRewards(tx: Queryable, count: number, now: Date = new Date()): Promise<number> {
  const categories = (
    await tx.query<{ id: number; slug: string; terms: string | null }>(
      `select c.id, c.slug, (select r.terms from rewards r where r.category_id = c.id limit 1) as terms
         from reward_categories c order by c.id`,
    )
  ).rows;
  if (categories.length === 0) throw new Error('seed the demo catalogue first: the bench rewards use its categories');
  const random = seededRandom(10_000);
  const batch = 1_000;
  for (let start = 0; start < count; start += batch) {
    const rows = {
      category: [] as number[],
      slug: [] as string[],
      name: [] as string[],
      description: [] as string[],
      terms: [] as string[],
      points: [] as number[],
      value: [] as number[],
      active: [] as string[],
      end: [] as Array<string | null>,
      stock: [] as Array<number | null>,
    };
    for (let i = start; i < Math.min(start + batch, count); i++) {
      const category = pick(random, categories);
      const item = pick(random, ITEMS[category.slug] ?? ['Reward']);
      const name = `${pick(random, ADJECTIVES)} ${item} ${pick(random, PLACES)}`;
      const points = 50 * Math.round((200 + random() ** 2 * 40_000) / 50);
      const activeDaysAgo = random() < 0.02 ? -Math.ceil(random() * 30) : Math.floor(random() * 720);
      const ends = random() < 0.06 ? Math.round(random() * 120 - 60) : null;
      rows.category.push(Number(category.id));
      rows.slug.push(`bench-${i}`);
      rows.name.push(name);
      rows.description.push(`${item} ${pick(random, PHRASES)}, redeemable in ${pick(random, PLACES)}.`);
      rows.terms.push(category.terms ?? 'Terms apply.');
      rows.points.push(points);
      rows.value.push(Math.round(points * 1.08));
      rows.active.push(dateOnly(new Date(now.getTime() - activeDaysAgo * DAY_MS)));
      rows.end.push(ends === null ? null : dateOnly(new Date(now.getTime() + ends * DAY_MS)));
      rows.stock.push(random() < 0.1 ? Math.floor(random() * 40) : null);
    }
    await tx.query(
      `insert into rewards (category_id, slug, name, description, terms, points, value_jmd, image_file, active_date,
         end_date, stock)
       select category_id, slug, name, description, terms, points, value_jmd, slug || '.svg', active_date, end_date, stock
         from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::numeric[], $8::date[],
                     $9::date[], $10::int[])
           as t(category_id, slug, name, description, terms, points, value_jmd, active_date, end_date, stock)`,
      [
        rows.category,
        rows.slug,
        rows.name,
        rows.description,
        rows.terms,
        rows.points,
        rows.value,
        rows.active,
        rows.end,
        rows.stock,
      ],
    );
  }
  return count;
}
