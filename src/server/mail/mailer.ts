import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

/** One message, in both forms every mail goes out in. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** How mail leaves: SMTP, files under storage/mail, or memory (tests). */
export interface Mailer {
  readonly kind: 'smtp' | 'files' | 'memory';
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Keeps what was sent, for tests to read the links out of. */
export class MemoryMailer implements Mailer {
  readonly kind = 'memory';
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  /** The last message sent to `to`. */
  lastTo(to: string): MailMessage | undefined {
    return this.sent.findLast((message) => message.to === to);
  }
}

/** Sends through the SMTP server of SMTP_URL with nodemailer. */
class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

/** A stored mail's summary, written beside its .eml for the local mailbox page. */
export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  date: string;
}

/** Writes each mail as an .eml file (nodemailer builds it) and a JSON summary under `dir`. */
export class FileMailer implements Mailer {
  readonly kind = 'files';
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  private count = 0;

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const date = new Date();
    const id = `${date.getTime()}-${process.pid}-${++this.count}`;
    const built = await this.transport.sendMail({ from: this.from, date, ...message });
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, `${id}.eml`), built.message as Buffer);
    const stored: StoredMail = { id, from: this.from, date: date.toISOString(), ...message };
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(stored));
  }
}

/** SMTP when SMTP_URL is set, else files under `<storage>/mail`; tests get memory. */
export function createMailer(env: string, mail: MailConfig, storageDir: string): Mailer {
  if (env === 'test') return new MemoryMailer();
  if (mail.smtpUrl) return new SmtpMailer(mail.smtpUrl, mail.from);
  return new FileMailer(path.join(storageDir, 'mail'), mail.from);
}
