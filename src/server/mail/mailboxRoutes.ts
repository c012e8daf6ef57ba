import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FileMailer, type StoredMail } from './mailer';
import { escapeHtml } from './escapeHtml';


/** Text with its http(s) addresses made into links, everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) => (index % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Starlane</title>
<style>body{margin:0;padding:32px;background:#070b14;color:#c8d3e6;font:15px/1.5 system-ui,sans-serif}main{max-width:760px;margin:0 auto}
a{color:#7fd4ff}h1{color:#e8f1ff;font-size:22px}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #24406b;text-align:left}
pre{white-space:pre-wrap;padding:16px;background:#0f1729;border:1px solid #24406b;border-radius:8px}.note{color:#7d8aa5}</style></head>
<body><main>${body}</main></body></html>`;
}

const MAIL_ID = /^[0-9]+-[0-9]+-[0-9]+$/;

async function storedMails(dir: string): Promise<StoredMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));
  const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as StoredMail));
  return mails.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/**
 * The local mailbox (`/dev/mailbox`): the mail this server wrote to storage/mail instead of
 * sending it, newest first, so a developer (and the browser tests) can follow its links.
 * Registered only when mail goes to files and MAILBOX_PAGE allows it (on outside production).
 */
export function mailboxRoutes(app: FastifyInstance): void {
  const mailer = app.mailer;
  if (!(mailer instanceof FileMailer) || !app.deps.config.mail.mailboxPage) return;
  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await storedMails(mailer.dir);
    const rows = mails.map((mail) => `<tr><td>${escapeHtml(mail.date.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(mail.to)}</td><td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td></tr>`);
    const body = `<h1>Local mailbox</h1><p class="note">Mail written to ${escapeHtml(mailer.dir)} instead of being sent (set SMTP_URL to send it).</p>
${mails.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '<p>No mail yet.</p>'}`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page('Local mailbox', body));
  });
  app.get('/dev/mailbox/:id', { schema: { params: z.object({ id: z.string().regex(MAIL_ID) }) } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const mail = await readFile(path.join(mailer.dir, `${id}.json`), 'utf8').then((text) => JSON.parse(text) as StoredMail, () => null);
    if (!mail) return reply.status(404).send({ message: 'Not found.' });
    const body = `<p><a href="/dev/mailbox">← Local mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1>
<p>From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to)}, ${escapeHtml(mail.date)}</p><pre>${linkify(mail.text)}</pre>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(mail.subject, body));
  });
}
