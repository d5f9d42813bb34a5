/**
 * `/dev/mailbox` (HTML) and `/dev/mailbox.json` (JSON, newest first: id, to, subject, text, html, links,
 * createdAt): every mail of the outbox, for local use and end-to-end tests. Registered only outside production.
 */
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { outboxMails } from '../db/schema.ts';
import { parse } from '../http/validation.ts';

const querySchema = z.object({
  /** Only mail to this address (case-insensitive). */
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

async function listMail(app: FastifyInstance, query: z.output<typeof querySchema>) {
  const rows = await app.db
    .select()
    .from(outboxMails)
    .where(query.to ? sql`lower(${outboxMails.to}) = ${query.to}` : undefined)
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  }));
}

export async function registerDevRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/mailbox.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listMail(app, parse(querySchema, request.query));
  });

  app.get('/dev/mailbox', async (request, reply) => {
    const mails = await listMail(app, parse(querySchema, request.query));
    const items = mails
      .map(
        (mail) => `<article>
<h2 dir="auto">${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${mail.createdAt}">${mail.createdAt}</time> · ${mail.status}</p>
<ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
<pre dir="auto">${escapeHtml(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · MIJAS Club</title>
<style>
body{font-family:system-ui,sans-serif;max-width:820px;margin:0 auto;padding:24px;color:#1a1a2e}
article{border:1px solid #ccd;border-radius:8px;padding:16px;margin:16px 0}
h2{font-size:18px;margin:0 0 4px}.meta{color:#445;margin:0 0 8px}
pre{white-space:pre-wrap;background:#f4f5f8;padding:12px;border-radius:6px}
a{color:#0b4f94}
</style></head>
<body><main><h1>Dev mailbox</h1>
<p>Every mail the server queued, newest first (${mails.length}). JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`;
  });
}
