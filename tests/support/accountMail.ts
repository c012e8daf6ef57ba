import type { FastifyInstance } from 'fastify';
import { MemoryMailer } from '../../src/server/mail/mailer';

/** The link of the last mail the test app "sent" to `to`, as a path with its query (the app URL cut off). */
export function lastMailLink(app: FastifyInstance, to: string): string {
  if (!(app.mailer instanceof MemoryMailer)) throw new Error('the test app should keep mail in memory');
  const mail = app.mailer.lastTo(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in "${mail.subject}"`);
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** How many mails the test app sent to `to`. */
export function mailCount(app: FastifyInstance, to: string): number {
  return (app.mailer as MemoryMailer).sent.filter((mail) => mail.to === to).length;
}
