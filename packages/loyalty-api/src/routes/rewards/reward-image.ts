import type { ProviderApp, ProviderContext } from '../../context.ts';
import { notFound } from '../../http/provider-error.ts';
import { rewardImageSvg } from '../../rewards/reward-image.ts';

/** The file names the catalogue uses: a slug and `.svg`. Nothing else is looked up. */
const REWARD_IMAGE_FILE = /^[a-z0-9][a-z0-9-]{0,79}\.svg$/;

/**
 * GET /media/rewards/{file} — a reward's image (public, like any static file; the BFF passes it
 * through). Drawn from the reward's name and category; cached for a day.
 */
export function registerRewardImage(app: ProviderApp, ctx: ProviderContext): void {
  app.get<{ Params: { file: string } }>('/media/rewards/:file', async (request, reply) => {
    const { file } = request.params;
    if (!REWARD_IMAGE_FILE.test(file)) throw notFound();
    const found = await ctx.db.query<{ name: string; category_slug: string; category_name: string }>(
      `select r.name, c.slug as category_slug, c.name as category_name
         from rewards r join reward_categories c on c.id = r.category_id
        where r.image_file = $1
        limit 1`,
      [file],
    );
    const row = found.rows[0];
    if (!row) throw notFound();
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own is a document: it may not run or load anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(rewardImageSvg({ name: row.name, categorySlug: row.category_slug, categoryName: row.category_name }))
    );
  });
}
