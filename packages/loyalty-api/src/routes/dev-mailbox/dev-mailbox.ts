import * as v from 'valibot';
import type { ProviderApp, ProviderContext } from '../../context.ts';

interface MailRow {
  id: string | number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Date | string;
}

const MailboxQuerySchema = v.object({
  to: v.optional(v.pipe(v.string(), v.maxLength(254))),
  kind: v.optional(v.pipe(v.string(), v.maxLength(40))),
  limit: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(200)), '50'),
});

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Links in a mail body, made clickable (after escaping, so nothing else becomes markup). */
const linkify = (escaped: string): string =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The dev mailbox: what the provider has "sent", newest first. `/dev/mailbox` is a page for
 * people, `/dev/mailbox.json` for tests; both filter by `to` and `kind`. It shows live reset and
 * verification links to anyone who can reach the provider, so it exists only with DEV_MAILBOX=true
 * (otherwise both paths are 404 like any unknown path).
 */
export function registerDevMailbox(app: ProviderApp, ctx: ProviderContext): void {
  if (!ctx.settings.devMailbox) return;
  const read = async ({ to, kind, limit }: v.InferOutput<typeof MailboxQuerySchema>): Promise<MailRow[]> => {
    const found = await ctx.db.query<MailRow>(
      `select id, kind, to_address, subject, text_body, created_at from mail_outbox
        where ($1::text is null or lower(to_address) = lower($1)) and ($2::text is null or kind = $2)
        order by id desc limit $3`,
      [to ?? null, kind ?? null, limit],
    );
    return found.rows;
  };

  app.get('/dev/mailbox.json', { schema: { querystring: MailboxQuerySchema } }, async (request) =>
    (await read(request.query)).map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      sentAt: new Date(row.created_at).toISOString(),
    })),
  );

  app.get('/dev/mailbox', { schema: { querystring: MailboxQuerySchema } }, async (request, reply) => {
    const rows = await read(request.query);
    const items = rows
      .map(
        (row) => `<article><h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To ${escapeHtml(row.to_address)} · ${escapeHtml(row.kind)} · ${new Date(row.created_at).toLocaleString('en-JM')}</p>
<pre>${linkify(escapeHtml(row.text_body))}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:system-ui;max-width:52rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccd;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}.meta{color:#555}pre{white-space:pre-wrap;font:inherit}</style>
</head><body><h1>Dev mailbox</h1><p>Mail the bundled provider has sent, newest first. Filter with <code>?to=</code>.</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
  });
}
