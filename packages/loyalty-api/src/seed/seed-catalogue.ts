import type { Queryable } from '../db/database.ts';
import { CATEGORIES, REWARDS } from './catalogue.ts';

const DAY_MS = 86_400_000;
const dateOnly = (date: Date): string => date.toISOString().slice(0, 10);

/** Inserts the reward categories and rewards. Returns reward ids by slug. */
export async function seedCatalogue(tx: Queryable, now: Date): Promise<Map<string, number>> {
  const categoryIds = new Map<string, number>();
  for (const category of CATEGORIES) {
    const inserted = await tx.query<{ id: number }>(
      'insert into reward_categories (slug, name) values ($1, $2) returning id',
      [category.slug, category.name],
    );
    categoryIds.set(category.slug, Number(inserted.rows[0]!.id));
  }
  const rewardIds = new Map<string, number>();
  for (const reward of REWARDS) {
    const category = CATEGORIES.find((c) => c.slug === reward.category);
    if (!category) throw new Error(`reward ${reward.slug} names unknown category ${reward.category}`);
    const inserted = await tx.query<{ id: string | number }>(
      `insert into rewards (category_id, slug, name, description, terms, points, value_jmd, partner, image_file,
         active_date, end_date, stock, voucher_valid_days)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [
        categoryIds.get(reward.category),
        reward.slug,
        reward.name,
        reward.description,
        category.terms,
        reward.points,
        reward.valueJmd,
        reward.partner ?? null,
        `${reward.slug}.svg`,
        dateOnly(new Date(now.getTime() - reward.activeDaysAgo * DAY_MS)),
        reward.endsInDays === undefined ? null : dateOnly(new Date(now.getTime() + reward.endsInDays * DAY_MS)),
        reward.stock ?? null,
        reward.voucherValidDays ?? 90,
      ],
    );
    rewardIds.set(reward.slug, Number(inserted.rows[0]!.id));
  }
  return rewardIds;
}
