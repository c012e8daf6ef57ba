import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BroadcastMessage } from '../../src/server/realtime/fanout';
import { transactionThenBroadcast } from '../../src/server/realtime/afterCommit';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { systemClock } from '../../src/server/time/clock';
import { characterChannelWireName } from '../../src/shared/api';
import { playerWithCharacter } from '../support/realtimeHarness';
import { useTestApp } from '../support/testApp';

// The signed HTTP events API, the served page's realtime config, and publishing after commit.
const ctx = useTestApp();

interface SignOptions {
  body: string;
  timestamp?: number;
  key?: string;
  secret?: string;
  md5?: string;
  path?: string;
}

/** Signs a request the way the Pusher docs describe, independently of the server's code. */
function signedUrl(options: SignOptions): string {
  const { appId, key, secret } = ctx.app.realtime.server.credentials;
  const requestPath = options.path ?? `/apps/${appId}/events`;
  const params: Record<string, string> = {
    auth_key: options.key ?? key,
    auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: options.md5 ?? createHash('md5').update(options.body).digest('hex'),
  };
  const query = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  const signature = createHmac('sha256', options.secret ?? secret).update(`POST\n${requestPath}\n${query}`).digest('hex');
  return `${requestPath}?${query}&auth_signature=${signature}`;
}

function post(options: SignOptions, url = signedUrl(options)) {
  return ctx.app.inject({ method: 'POST', url, payload: options.body, headers: { 'content-type': 'application/json' } });
}

/** Messages the fan-out carries while `work` runs. */
async function heard(work: () => Promise<unknown>): Promise<BroadcastMessage[]> {
  const messages: BroadcastMessage[] = [];
  const stop = ctx.app.broadcaster.onMessage((message) => messages.push(message));
  try {
    await work();
  } finally {
    stop();
  }
  return messages;
}

const event = JSON.stringify({ name: 'MarketOpportunity', channels: ['market-news'], data: '{"commodity":"ore"}' });

describe('the HTTP events API', () => {
  it('accepts a correctly signed trigger and fans it out', async () => {
    let status = 0;
    const messages = await heard(async () => (status = (await post({ body: event })).statusCode));
    expect(status).toBe(200);
    expect(messages).toEqual([{ channels: ['market-news'], event: 'MarketOpportunity', data: '{"commodity":"ore"}' }]);
  });

  it.each([
    ['a wrong signature', { secret: 'another-secret-entirely' }],
    ['an unknown key', { key: 'someone-else' }],
    ['a timestamp over 600 s old', { timestamp: Math.floor(Date.now() / 1000) - 601 }],
    ['a body that does not match body_md5', { md5: createHash('md5').update('other').digest('hex') }],
  ])('refuses %s with 401 and sends nothing', async (_what, options) => {
    let status = 0;
    const messages = await heard(async () => (status = (await post({ body: event, ...options })).statusCode));
    expect(status).toBe(401);
    expect(messages).toEqual([]);
  });

  it('refuses an unsigned request, an unknown app, a bad body and data over 10 KB', async () => {
    const { appId } = ctx.app.realtime.server.credentials;
    const unsigned = await ctx.app.inject({ method: 'POST', url: `/apps/${appId}/events`, payload: event, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    expect((await post({ body: event, path: '/apps/1/events' })).statusCode).toBe(404);

    const noChannels = await post({ body: JSON.stringify({ name: 'X', data: '{}' }) });
    expect(noChannels.statusCode).toBe(422);
    expect(noChannels.json().errors).toEqual({ channels: ['The channels field is required.'] });

    const tooBig = await post({ body: JSON.stringify({ name: 'X', channels: ['a'], data: 'x'.repeat(10_241) }) });
    expect(tooBig.statusCode).toBe(413);
  });

  it('triggers a batch of events', async () => {
    const { appId } = ctx.app.realtime.server.credentials;
    const body = JSON.stringify({ batch: [1, 2].map((n) => ({ name: 'Tick', channel: `c${n}`, data: String(n) })) });
    let status = 0;
    const messages = await heard(async () => (status = (await post({ body, path: `/apps/${appId}/batch_events` })).statusCode));
    expect(status).toBe(200);
    expect(messages.map((message) => [message.channels, message.data])).toEqual([
      [['c1'], '1'],
      [['c2'], '2'],
    ]);
  });
});

describe('publishing from game services', () => {
  it('publishes what a transaction queued only after it commits, and nothing when it rolls back', async () => {
    const { characterId } = await playerWithCharacter(ctx.app);
    const channel = characterChannelWireName(characterId);
    const { db } = ctx.database;
    const messages: BroadcastMessage[] = [];
    const stop = ctx.app.broadcaster.onMessage((message) => messages.push(message));
    let heardBeforeCommit = -1;
    await transactionThenBroadcast(db, ctx.app.broadcaster, async (trx, outbox) => {
      await trx.updateTable('characters').set({ credits: 30_000 }).where('id', '=', characterId).execute();
      outbox.add(channel, 'InventoryUpdated', { credits: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      heardBeforeCommit = messages.length;
    });
    stop();
    expect(heardBeforeCommit).toBe(0);
    expect(messages).toEqual([{ channels: [channel], event: 'InventoryUpdated', data: expect.stringMatching(/^\{"credits":30000,"event_id":"[0-9a-f]{8}\.[0-9a-z]+"\}$/) }]);

    const rolledBack = await heard(() =>
      transactionThenBroadcast(db, ctx.app.broadcaster, async (trx, outbox) => {
        await trx.updateTable('characters').set({ credits: 1 }).where('id', '=', characterId).execute();
        outbox.add(channel, 'InventoryUpdated', { credits: 1 });
        throw new Error('the trade failed');
      }),
    ).catch((error: Error) => error.message);
    expect(rolledBack).toBe('the trade failed');
    const row = await db.selectFrom('characters').select('credits').where('id', '=', characterId).executeTakeFirstOrThrow();
    expect(row.credits).toBe(30_000);
    // The committed event is in the captain's log, written with the change; the rolled-back one is not.
    const logged = await db.selectFrom('captains_log_entries').select(['event', 'payload']).where('character_id', '=', characterId).where('kind', '=', 'event').execute();
    expect(logged).toEqual([{ event: 'InventoryUpdated', payload: { credits: 30_000 } }]);
  });
});

describe('the served page', () => {
  it('carries the realtime client config in <meta name="pusher-config">', async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'starlane-page-'));
    await writeFile(path.join(distDir, 'index.html'), '<html><head><meta name="csrf-token" content="" /></head><body></body></html>');
    // Behind a TLS-terminating proxy (TRUST_PROXY): the page was served over https, so wss.
    const config = testConfig({ trustProxy: true });
    const app = await buildApp({ config, db: ctx.database.db, clock: systemClock }, { logger: false, client: { mode: 'built', distDir } });
    try {
      const page = await app.inject({ method: 'GET', url: '/galaxy', headers: { host: 'play.starlane.test:8443', 'x-forwarded-proto': 'https' } });
      const content = /<meta name="pusher-config" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const config = JSON.parse(content.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
      expect(config).toEqual({ key: app.realtime.server.credentials.key, host: 'play.starlane.test', port: 8443, tls: true });
    } finally {
      await app.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
