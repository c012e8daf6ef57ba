import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { FileMailer } from '../../src/server/mail/mailer';
import { ManualClock } from '../../src/server/time/clock';
import { Visitor } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'starlane-mail-'));
  const config = testConfig();
  config.mail = { ...config.mail, appUrl: 'https://play.example.com', mailboxPage: true };
  app = await buildApp({ config, db: database.db, clock: new ManualClock(), mailer: new FileMailer(dir, config.mail.from) }, { logger: false });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

/** The mail written so far, once the background sends have landed. */
async function files(count: number): Promise<string[]> {
  for (let i = 0; i < 50; i++) {
    const names = (await readdir(dir)).sort();
    if (names.length >= count * 2) return names;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no mail written');
}

describe('mail without SMTP', () => {
  it('writes each mail as .eml and lists it at /dev/mailbox with its link, in text and HTML', async () => {
    await new Visitor(app).register('mailbox@example.com', 'correct horse battery', 'Mae <b>');
    const names = await files(1);
    const eml = await readFile(path.join(dir, names.find((name) => name.endsWith('.eml'))!), 'utf8');
    expect(eml).toMatch(/^Subject: Verify Email Address$/m);
    expect(eml).toMatch(/^To: mailbox@example.com$/m);
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('https://play.example.com/email/verify/');

    const list = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('mailbox@example.com');
    const id = /href="\/dev\/mailbox\/([\d-]+)"/.exec(list.body)![1];
    const shown = await app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(shown.body).toMatch(/<a href="https:\/\/play\.example\.com\/email\/verify\/\d+\/[0-9a-f]{40}\?expires=\d+&amp;signature=[0-9a-f]{64}">/);
    expect(shown.body).toContain('Hello Mae &lt;b&gt;,');
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/..%2F..%2Fetc' })).statusCode).toBe(422);
  });
});
